import type { EmailPreferences } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { EMAIL_PREFERENCES_QUERY_KEY } from './get-email-preferences';

export async function updateEmailPreferences(preferences: EmailPreferences): Promise<EmailPreferences> {
  return (await apiRequest<EmailPreferences>('/email-preferences', { method: 'PUT', body: preferences })).data;
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(EMAIL_PREFERENCES_QUERY_KEY, saved),
  });
}
