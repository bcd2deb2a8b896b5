// Only admin pages need it, so it loads with them rather than with every page.
export { RequireAdmin as Component } from '@/features/auth/components/require-admin';
