export { BlogPage as Component } from '@/features/content/pages/blog-page';
