export { ContactPage as Component } from '@/features/content/pages/contact-page';
