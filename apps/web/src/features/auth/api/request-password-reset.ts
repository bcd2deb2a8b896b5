import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Asks for a reset link by email. The answer is the same whether or not the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/auth/request-password-reset', { method: 'POST', body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
