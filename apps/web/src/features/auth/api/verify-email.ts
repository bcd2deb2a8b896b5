import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** Confirms the address with the token of a verification link (a second use changes nothing). */
export async function verifyEmail(token: string, signal?: AbortSignal): Promise<void> {
  await apiGet('/auth/verify-email', { params: { token }, ...(signal ? { signal } : {}) });
}

/** Runs once per token: a refused link is not tried again. */
export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['verify-email', token] as const,
    queryFn: ({ signal }) => verifyEmail(token, signal).then(() => true),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
