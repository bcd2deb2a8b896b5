import type { TestCardPayment } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Pays with a card through the shop's built-in test provider, which stands where Stripe's card form would talk to
 * Stripe. A declined card fails with 402 and the provider's message.
 *
 * Deliberately not a mutation hook: TanStack Query would keep the card details in its cache as the mutation's
 * variables.
 */
export async function confirmTestCard(payment: TestCardPayment): Promise<{ status: 'succeeded'; transactionId: string }> {
  const { data } = await apiRequest<{ status: 'succeeded'; transactionId: string }>('/test-payments/confirm', { method: 'POST', body: payment });
  return data;
}
