import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Mails the signed-in account a new link to confirm its address. */
export async function sendVerificationEmail(email: string): Promise<void> {
  await apiRequest('/auth/send-verification-email', { method: 'POST', body: { email } });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
