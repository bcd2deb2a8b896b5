import type { Location } from 'react-router';

/** Router state of a visit sent to /login by a guard: where the visitor was going, and why. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Set when a signed-in user without the admin role was turned away from an admin page. */
  adminRequired?: boolean;
}

export function readLoginRedirectState(state: unknown): LoginRedirectState {
  return typeof state === 'object' && state !== null ? (state as LoginRedirectState) : {};
}

/** Where to go after signing in: the remembered page, or home. Never back to the sign-in pages themselves. */
export function redirectTargetFrom(state: unknown): string {
  const from = readLoginRedirectState(state).from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return '/';
  if (from.pathname === '/login' || from.pathname === '/signup') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
