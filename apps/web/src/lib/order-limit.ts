import type { OrderLimit } from '@partsmith/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

const orderLimitKey = (email: string) => [ACCOUNT_QUERY_KEY, 'order-limit', email] as const;
const orderLimitPath = (email: string) => `/user/order-limit/${encodeURIComponent(email)}`;

/** What the account may hold in unpaid orders and holds now (its own, or any account's for an admin); read while `enabled`. */
export function useOrderLimit(email: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: orderLimitKey(email),
    queryFn: ({ signal }) => apiGet<OrderLimit>(orderLimitPath(email), { signal }),
    enabled,
  });
}

/** An admin sets the account's own limit in dollars, or null for its tier's. */
export function useSetOrderLimit(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ownLimit: number | null) => (await apiRequest<OrderLimit>(orderLimitPath(email), { method: 'PUT', body: { ownLimit } })).data,
    onSuccess: (limit) => queryClient.setQueryData(orderLimitKey(email), limit),
  });
}
