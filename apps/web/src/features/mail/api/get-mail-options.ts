import type { MailOptions } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export function getMailOptions(signal?: AbortSignal): Promise<MailOptions> {
  return apiGet<MailOptions>('/admin/mail-options', signal ? { signal } : {});
}

/** Whether the shop has a development mailbox (admin): asked only once the user is known to be an admin. */
export function useMailOptions(isAdmin: boolean) {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_KEY, 'mail-options'] as const,
    queryFn: ({ signal }) => getMailOptions(signal),
    enabled: isAdmin,
    // It changes only when the server restarts with other settings.
    staleTime: Infinity,
  });
}
