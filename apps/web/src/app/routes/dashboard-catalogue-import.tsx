import { CatalogueImportPage } from '@/features/catalog/pages/catalogue-import-page';

export function Component() {
  return <CatalogueImportPage />;
}
