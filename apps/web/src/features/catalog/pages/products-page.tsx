import { CATALOG_PAGE_SIZE, MAX_SEARCH_LENGTH, PRODUCT_SORTS, type ProductSort } from '@partsmith/contract/constants';
import { webMessages } from '@partsmith/contract/web-messages';
import { useCallback } from 'react';
import { Link, useSearchParams, type To } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { Pagination } from '@/components/ui/pagination';
import { QueryContent, useDrawnAnswer } from '@/components/ui/query-content';
import { SectionHeading } from '@/components/ui/section-heading';
import { useProducts } from '../api/get-products';
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid';
import { ProductSearch } from '../components/product-search';
import { ProductSortSelect } from '../components/product-sort-select';

export interface CatalogSearch {
  q: string;
  sort: ProductSort;
  page: number;
}

/** Reads ?q=&sort=&page= leniently: anything unusable falls back to the default. */
export function parseCatalogSearch(searchParams: URLSearchParams): CatalogSearch {
  const q = (searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  const sortParam = searchParams.get('sort');
  const sort = PRODUCT_SORTS.find((candidate) => candidate === sortParam) ?? 'newest';
  const page = Number(searchParams.get('page'));
  return { q, sort, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

export function ProductsPage() {
  usePageMeta({ title: 'Products', description: 'All computer parts in the catalogue, with price per piece, minimum order and stock. Search and sort them.' });
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, sort, page } = parseCatalogSearch(searchParams);
  const products = useProducts({
    limit: CATALOG_PAGE_SIZE,
    offset: (page - 1) * CATALOG_PAGE_SIZE,
    q,
    sort,
  });

  const handleSearch = useCallback(
    (query: string) => {
      const hadSearch = searchParams.has('q');
      const next = new URLSearchParams(searchParams);
      if (query) next.set('q', query);
      else next.delete('q');
      next.delete('page');
      // Typing refines one search: replace its history entry instead of adding one per pause.
      setSearchParams(next, { replace: hadSearch, preventScrollReset: true });
    },
    [searchParams, setSearchParams],
  );

  const handleSort = (nextSort: ProductSort) => {
    const next = new URLSearchParams(searchParams);
    if (nextSort === 'newest') next.delete('sort');
    else next.set('sort', nextSort);
    next.delete('page');
    setSearchParams(next, { preventScrollReset: true });
  };

  const hrefFor = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };

  const shown = useDrawnAnswer(products);
  const { isPlaceholderData } = products;
  const pageCount = shown ? Math.max(1, Math.ceil(shown.total / CATALOG_PAGE_SIZE)) : 1;

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

      <p className="mb-4 min-h-6 text-sm font-medium text-base-content/80" aria-live="polite">
        {shown && shown === products.data && !isPlaceholderData ? webMessages.partCount(shown.total, { atLeast: shown.totalCapped }) : ''}
      </p>

      <QueryContent
        query={products}
        loading={<ProductGridSkeleton count={CATALOG_PAGE_SIZE} />}
        errorTitle="We could not load the parts"
        isEmpty={(found) => found.products.length === 0}
        empty={(found) => <EmptyResults query={q} page={page} total={found.total} firstPageHref={hrefFor(1)} />}
      >
        {(found, updating) => (
          <div className="space-y-10">
            <div aria-busy={isPlaceholderData || updating} className={isPlaceholderData || updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              <ProductGrid products={found.products} eagerImages={3} cardHeadingLevel="h2" />
            </div>
            <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
          </div>
        )}
      </QueryContent>
    </div>
  );
}

function EmptyResults({ query, page, total, firstPageHref }: { query: string; page: number; total: number; firstPageHref: To }) {
  let title: string;
  let action = (
    <Link to="/product" className="btn btn-primary">
      Show all parts
    </Link>
  );
  if (total > 0 && page > 1) {
    title = `There is no page ${page}`;
    action = (
      <Link to={firstPageHref} className="btn btn-primary">
        Go to the first page
      </Link>
    );
  } else if (query) {
    title = webMessages.noMatches(query);
  } else {
    title = webMessages.noParts;
    action = <></>;
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-10 text-base-content/50"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8.5 11h5" />
      </svg>
      <h2 className="text-xl font-semibold">{title}</h2>
      {query && total === 0 && <p className="text-base-content/75">Try a shorter word, or check the spelling.</p>}
      {action}
    </div>
  );
}
