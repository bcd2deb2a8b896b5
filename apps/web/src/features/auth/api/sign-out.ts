import { apiRequest } from '@/lib/api-client';

/** Ends the session on the server, so the old cookie stops working (then forgetAccount, in get-session.ts). */
export async function signOut(): Promise<void> {
  await apiRequest('/auth/sign-out', { method: 'POST', body: {} });
}
