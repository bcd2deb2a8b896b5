import type { TestCardPayment, TestCardResult } from '@partsmith/contract';
import { apiRequest } from '@/lib/api-client';

/**
 * Pays with a card through the shop's built-in test provider, which stands where Stripe's card form would talk to
 * Stripe. A declined card fails with 402 and the provider's message.
 *
 * Deliberately not a mutation hook: TanStack Query would keep the card details in its cache as the mutation's
 * variables.
 */
export async function confirmTestCard(payment: TestCardPayment): Promise<TestCardResult> {
  const { data } = await apiRequest<TestCardResult>('/test-payments/confirm', { method: 'POST', body: payment });
  return data;
}
