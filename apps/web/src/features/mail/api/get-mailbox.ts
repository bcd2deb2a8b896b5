import { MAILBOX_PAGE_SIZE, type MailboxMessage } from '@partsmith/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiPage, apiGetPage } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

export interface MailboxParams {
  offset: number;
  /** Only the messages to this address. */
  to: string;
}

function toQuery({ offset, to }: MailboxParams) {
  return { limit: MAILBOX_PAGE_SIZE, offset: offset > 0 ? offset : undefined, to: to.trim() || undefined };
}

export function getMailbox(params: MailboxParams, signal?: AbortSignal): Promise<ApiPage<MailboxMessage>> {
  return apiGetPage<MailboxMessage>('/admin/mailbox', { params: toQuery(params), ...(signal && { signal }) });
}

/** A page of the development mailbox (admin), newest first; 404 on a shop that sends through a mail server. */
export function useMailbox(params: MailboxParams) {
  return useQuery({
    queryKey: [ACCOUNT_QUERY_KEY, 'mailbox', toQuery(params)] as const,
    queryFn: ({ signal }) => getMailbox(params, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
