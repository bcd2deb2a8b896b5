export { FaqPage as Component } from '@/features/content/pages/faq-page';
