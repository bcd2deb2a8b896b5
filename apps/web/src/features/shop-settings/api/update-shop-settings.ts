import type { ShopSettings } from '@partsmith/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SHOP_SETTINGS_QUERY_KEY } from './get-shop-settings';

/** Saves every setting at once (PUT /api/admin/settings, admin only); the answer, as saved, replaces what the page read. */
export function useUpdateShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ShopSettings) => (await apiRequest<ShopSettings>('/admin/settings', { method: 'PUT', body: settings })).data,
    onSuccess: (saved) => queryClient.setQueryData(SHOP_SETTINGS_QUERY_KEY, saved),
  });
}
