import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Confirms the address with the token of a verification link (a second use changes nothing). */
export async function verifyEmail(token: string): Promise<void> {
  await apiRequest('/auth/verify-email', { method: 'POST', body: { token } });
}

/** Sent when the person presses the page's button, never when the page opens: link scanners open links. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}
