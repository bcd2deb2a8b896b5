import type { CompanyAccount, CompanyDetailsInput } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { companyAccountKey } from '@/lib/company-account';

/**
 * Saves the signed-in account's own company name, tax number and billing address (PUT /api/user/company/{email}); the
 * answer, with the tax exemption an admin set, replaces what the page read.
 */
export function useUpdateCompany(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (details: CompanyDetailsInput) =>
      (await apiRequest<CompanyAccount>(`/user/company/${encodeURIComponent(email)}`, { method: 'PUT', body: details })).data,
    onSuccess: (account) => queryClient.setQueryData(companyAccountKey(email), account),
  });
}
