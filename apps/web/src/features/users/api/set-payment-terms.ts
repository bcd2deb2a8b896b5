import type { CompanyAccount, PaymentTermsInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAccountKey } from '@/lib/company-account';
import { updateListedUser } from './get-users';

/**
 * An admin grants the account payment terms (net days and a credit limit in dollars), or takes them away with days null
 * (PUT /api/user/payment-terms/{email}); the answer, the account's company record, replaces what was read of it, and its
 * row in the users list says so.
 */
export function useSetPaymentTerms(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (terms: Pick<PaymentTermsInput, 'days' | 'creditLimit'>) =>
      (await apiRequest<CompanyAccount>(`/user/payment-terms/${encodeURIComponent(email)}`, { method: 'PUT', body: terms })).data,
    onSuccess: (account) => {
      queryClient.setQueryData(companyAccountKey(email), account);
      updateListedUser(queryClient, email, { paymentTermsDays: account.paymentTerms?.days ?? null });
    },
  });
}
