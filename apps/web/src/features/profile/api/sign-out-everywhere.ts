import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Ends every session of the account on the server: this browser's, every other device's, and every API token. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest('/auth/revoke-sessions', { method: 'POST', body: {} });
}

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere });
}
