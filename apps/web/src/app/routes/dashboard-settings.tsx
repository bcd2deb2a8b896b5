import { ShopSettingsPage } from '@/features/shop-settings/pages/shop-settings-page';

export function Component() {
  return <ShopSettingsPage />;
}
