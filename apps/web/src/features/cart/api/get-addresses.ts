import type { DeliveryAddress } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** The address book, under the account key: signing out drops it. */
export const ADDRESSES_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'addresses'] as const;

export function getAddresses(signal?: AbortSignal): Promise<DeliveryAddress[]> {
  return apiGet<DeliveryAddress[]>('/addresses', signal ? { signal } : {});
}

/** The customer's address book, the most recently used first (GET /api/addresses). */
export function useAddresses() {
  return useQuery({ queryKey: ADDRESSES_QUERY_KEY, queryFn: ({ signal }) => getAddresses(signal) });
}
