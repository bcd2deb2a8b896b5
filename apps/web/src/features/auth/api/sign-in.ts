import type { LoginInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export async function signIn(input: LoginInput): Promise<void> {
  await apiRequest('/auth/sign-in/email', { method: 'POST', body: input });
}

/** Email and password sign-in; the server sets the session cookie. A wrong password rejects with the provider's message. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.removeQueries({ queryKey: [ACCOUNT_QUERY_KEY] }),
  });
}
