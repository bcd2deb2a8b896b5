export { TermsPage as Component } from '@/features/content/pages/terms-page';
