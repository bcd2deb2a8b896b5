import type { CompanyAccount } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAccountKey } from '@/lib/company-account';
import { updateListedUser } from './get-users';

/**
 * An admin marks the account tax exempt with its certificate's number, or clears it with null (PUT
 * /api/user/tax-exemption/{email}); the answer, the account's company record, replaces what was read of it, and its row
 * in the users list says so.
 */
export function useSetTaxExemption(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (certificate: string | null) =>
      (await apiRequest<CompanyAccount>(`/user/tax-exemption/${encodeURIComponent(email)}`, { method: 'PUT', body: { certificate } })).data,
    onSuccess: (account) => {
      queryClient.setQueryData(companyAccountKey(email), account);
      updateListedUser(queryClient, email, { taxExemptCertificate: account.taxExemptCertificate });
    },
  });
}
