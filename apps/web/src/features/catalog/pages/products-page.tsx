import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { CATALOG_PAGE_SIZE } from '@partsmith/contract/constants';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { SectionHeading } from '@/components/ui/section-heading';
import { useCategories } from '../api/get-categories';
import { useProductFacets } from '../api/get-product-facets';
import { useProducts } from '../api/get-products';
import { CatalogueFiltersDrawer } from '../components/catalogue-filters-drawer';
import { CatalogueFiltersPanel } from '../components/catalogue-filters';
import { CatalogueResults } from '../components/catalogue-results';
import type { PartAction } from '../components/product-card';
import { CategoryLinks } from '../components/category-links';
import { ProductSearch } from '../components/product-search';
import { ProductSortSelect } from '../components/product-sort-select';
import { type CatalogueFilters, countFilters, NO_FILTERS, parseCatalogSearch, withFilters } from '../lib/catalogue-search';
import { useCatalogueAddress } from '../lib/use-catalogue-address';

/**
 * /product: every part, or a search's. A search shows the categories its parts are in and the filters of stock and
 * price (the specifications' filters belong to a category's page, where they mean one thing).
 */
export function ProductsPage({ partAction }: { /** Offered on each part in stock beside Book Now. */ partAction?: PartAction }) {
  usePageMeta({ title: 'Products', description: 'All computer parts in the catalogue, with price per piece, minimum order and stock. Search and sort them.' });
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, sort, page, ...filters } = parseCatalogSearch(searchParams);
  // Specification filters need a category: on this page they are left out rather than refused.
  const listFilters: CatalogueFilters = { ...filters, spec: [] };
  const selection = { q, ...listFilters };
  const filtering = q !== '' || countFilters(listFilters) > 0;
  const products = useProducts({ ...selection, limit: CATALOG_PAGE_SIZE, offset: (page - 1) * CATALOG_PAGE_SIZE, sort });
  const facets = useProductFacets(selection, { enabled: filtering });
  const { handleSearch, handleSort, hrefFor } = useCatalogueAddress();

  const changeFilters = (next: CatalogueFilters) => setSearchParams(withFilters(searchParams, next), { preventScrollReset: true });
  const carried = withFilters(searchParams, listFilters);
  carried.delete('sort');

  const results = (
    <CatalogueResults
      products={products}
      page={page}
      hrefFor={hrefFor}
      besideFilters={filtering}
      query={q}
      filtered={countFilters(listFilters) > 0}
      onClearFilters={() => changeFilters(NO_FILTERS)}
      partAction={partAction}
    />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:py-14">
      <SectionHeading
        as="h1"
        eyebrow="Catalogue"
        title="All products"
        description="Every part we make, sold per piece. Check the minimum order, then book the quantity you need."
      />

      <div className="mb-6 flex flex-col gap-4 rounded-box border border-base-300 bg-base-200/60 p-4 sm:flex-row sm:items-end">
        <ProductSearch value={q} onSearch={handleSearch} />
        <ProductSortSelect value={sort} onChange={handleSort} />
      </div>

      {filtering ? (
        <>
          <CategoryLinks
            heading={catalogueMessages.searchByCategory}
            categories={facets.isError ? [] : facets.data?.subcategories}
            countsCapped={facets.data?.capped}
            search={`?${carried.toString()}`}
          />
          <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
            <CatalogueFiltersDrawer activeCount={countFilters(listFilters)}>
              <CatalogueFiltersPanel facetsQuery={facets} filters={listFilters} onChange={changeFilters} />
            </CatalogueFiltersDrawer>
            {results}
          </div>
        </>
      ) : (
        <>
          <TopCategories />
          {results}
        </>
      )}
    </div>
  );
}

/** Where to start browsing: the top-level categories with their part counts. */
function TopCategories() {
  const { data: categories, isError } = useCategories();
  // Without them the catalogue still works: no error of its own beside the list's.
  if (isError) return null;
  const top = categories?.filter((category) => category.parentId === null).map(({ slug, name, partCount }) => ({ slug, name, count: partCount }));
  return <CategoryLinks heading={catalogueMessages.categoriesHeading} categories={top} />;
}
