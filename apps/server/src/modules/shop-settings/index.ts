export { createShopSettingsModule } from './module';
export type { ShopSettingsService } from './service';
