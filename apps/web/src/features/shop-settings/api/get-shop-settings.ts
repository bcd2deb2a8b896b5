import type { ShopSettings } from '@partsmith/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { ACCOUNT_QUERY_KEY } from '@/lib/query-keys';

/** Under the account key: signing out drops them. Saving puts the server's answer here. */
export const SHOP_SETTINGS_QUERY_KEY = [ACCOUNT_QUERY_KEY, 'shop-settings'] as const;

/** The shop's tax, delivery and invoice settings (GET /api/admin/settings, admin only). */
export function useShopSettings() {
  return useQuery({
    queryKey: SHOP_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<ShopSettings>('/admin/settings', { signal }),
  });
}
