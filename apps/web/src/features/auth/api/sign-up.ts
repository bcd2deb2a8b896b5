import type { SignUpInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export async function signUp(input: SignUpInput): Promise<void> {
  await apiRequest('/auth/sign-up/email', { method: 'POST', body: input });
}

/** Creates the account and signs it in (the server sets the session cookie). */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] }),
  });
}
