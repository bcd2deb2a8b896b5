import type { CompanyAccount } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/**
 * An account's company details and tax exemption, under the account key: My Profile reads the signed-in account's, All
 * Users any account's; each of their writes answers the whole record, which goes in here.
 */
export const companyAccountKey = (email: string) => [ACCOUNT_QUERY_KEY, 'company', email] as const;

/** GET /api/user/company/{email}: the account's own, or any account's for an admin; read while `enabled`. */
export function useCompanyAccount(email: string, { enabled = true } = {}) {
  return useQuery({
    queryKey: companyAccountKey(email),
    queryFn: ({ signal }) => apiGet<CompanyAccount>(`/user/company/${encodeURIComponent(email)}`, { signal }),
    enabled,
  });
}
