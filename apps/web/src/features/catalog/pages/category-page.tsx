import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { CATALOG_PAGE_SIZE } from '@partsmith/contract/constants';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ApiError } from '@/lib/api-client';
import { useProductFacets } from '../api/get-product-facets';
import { useProducts } from '../api/get-products';
import { CatalogueBreadcrumbs } from '../components/catalogue-breadcrumbs';
import { CatalogueFiltersDrawer } from '../components/catalogue-filters-drawer';
import { CatalogueFiltersPanel } from '../components/catalogue-filters';
import { CatalogueResults } from '../components/catalogue-results';
import type { PartAction } from '../components/product-card';
import { CategoryLinks } from '../components/category-links';
import { ProductSearch } from '../components/product-search';
import { ProductSortSelect } from '../components/product-sort-select';
import { type CatalogueFilters, countFilters, NO_FILTERS, parseCatalogSearch, withFilters } from '../lib/catalogue-search';
import { useCatalogueAddress } from '../lib/use-catalogue-address';

/** /category/{slug}: a category's parts and those of the categories below, with its filters, all in the address. */
export function CategoryPage({ slug, partAction }: { slug: string; /** Offered on each part in stock beside Book Now. */ partAction?: PartAction }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = parseCatalogSearch(searchParams);
  const { q, sort, page, ...filters } = search;
  const selection = { q, category: slug, ...filters };
  const products = useProducts({ ...selection, limit: CATALOG_PAGE_SIZE, offset: (page - 1) * CATALOG_PAGE_SIZE, sort });
  const facets = useProductFacets(selection);
  const { handleSearch, handleSort, hrefFor } = useCatalogueAddress();
  const category = facets.data?.category ?? null;
  const notFound = [facets.error, products.error].some((error) => error instanceof ApiError && error.status === 404);

  usePageMeta({
    title: category?.name ?? (notFound ? catalogueMessages.categoryNotFoundHeading : 'Category'),
    description: catalogueMessages.categoryDescription(category?.name ?? 'A category'),
  });

  const changeFilters = (next: CatalogueFilters) => setSearchParams(withFilters(searchParams, next), { preventScrollReset: true });
  // A subcategory link keeps the search and the filters: the categories below declare the same specifications and more.
  const carried = withFilters(searchParams, filters);
  carried.delete('sort');

  if (notFound) return <CategoryNotFound />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <CatalogueBreadcrumbs path={facets.data?.path ?? []} current={facets.data ? undefined : 'Loading…'} />
      <header className="mb-6 space-y-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Category</p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{category?.name ?? <span className="skeleton inline-block h-9 w-56" />}</h1>
      </header>
      <CategoryLinks
        heading={catalogueMessages.categoriesHeading}
        categories={facets.data?.subcategories ?? []}
        search={carried.size > 0 ? `?${carried.toString()}` : ''}
      />
      <div className="mb-6 flex flex-col gap-4 rounded-box border border-base-300 bg-base-200/60 p-4 sm:flex-row sm:items-end">
        <ProductSearch value={q} onSearch={handleSearch} />
        <ProductSortSelect value={sort} onChange={handleSort} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <CatalogueFiltersDrawer activeCount={countFilters(filters)}>
          <CatalogueFiltersPanel facetsQuery={facets} filters={filters} onChange={changeFilters} />
        </CatalogueFiltersDrawer>
        <CatalogueResults
          products={products}
          page={page}
          hrefFor={hrefFor}
          besideFilters
          query={q}
          filtered={countFilters(filters) > 0}
          onClearFilters={() => changeFilters(NO_FILTERS)}
          partAction={partAction}
        />
      </div>
    </div>
  );
}

function CategoryNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
        <h1 className="text-2xl font-bold">{catalogueMessages.categoryNotFoundHeading}</h1>
        <p className="max-w-prose text-base-content/80">{catalogueMessages.categoryNotFoundText}</p>
        <Link to="/product" className="btn btn-primary">
          Browse all parts
        </Link>
      </div>
    </div>
  );
}
