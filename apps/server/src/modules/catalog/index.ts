export { createCatalogModule } from './module';
export type { CatalogService } from './service';
