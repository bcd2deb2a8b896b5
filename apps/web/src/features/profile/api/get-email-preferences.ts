import type { EmailPreferences } from '@partsmith/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export const EMAIL_PREFERENCES_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'email-preferences'] as const;

export function getEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return apiGet<EmailPreferences>('/email-preferences', signal ? { signal } : {});
}

export const emailPreferencesQueryOptions = queryOptions({
  queryKey: EMAIL_PREFERENCES_QUERY_KEY,
  queryFn: ({ signal }) => getEmailPreferences(signal),
});

export function useEmailPreferences() {
  return useQuery(emailPreferencesQueryOptions);
}
