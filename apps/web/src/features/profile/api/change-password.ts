import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  /** End the account's other sessions (this browser stays signed in). */
  revokeOtherSessions: boolean;
}

export async function changePassword(input: PasswordChange): Promise<void> {
  await apiRequest('/auth/change-password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
