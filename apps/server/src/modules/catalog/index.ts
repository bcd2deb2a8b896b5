export { createCatalogModule } from './module';
export type { CatalogService, DatasheetLister } from './service';
export { type NearPart, type PartForCart, type PartsForCart, createPartsForCart } from './parts-for-cart';
