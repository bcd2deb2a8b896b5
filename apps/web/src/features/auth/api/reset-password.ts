import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sets a new password with the token of a reset link; the server ends every session of the account. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  await apiRequest('/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
