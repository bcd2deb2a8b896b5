export { createCatalogModule } from './module';
export type { CatalogService, DatasheetLister } from './service';
