export { PortfolioPage as Component } from '@/features/content/pages/portfolio-page';
