import type { OrderDetail, TransferPaymentInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ORDERS_QUERY_KEY } from '@/lib/query-keys';

export interface RecordTransferRequest {
  orderId: string;
  transfer: TransferPaymentInput;
}

export async function recordTransfer({ orderId, transfer }: RecordTransferRequest): Promise<OrderDetail> {
  const { data } = await apiRequest<OrderDetail>(`/allorders/${encodeURIComponent(orderId)}/payment`, { method: 'POST', body: transfer });
  return data;
}

/**
 * Records the bank transfer that paid an order on terms (admin only; POST /api/allorders/{id}/payment): the order becomes
 * paid, so the order lists and histories are read again.
 */
export function useRecordTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordTransfer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
