import { CATALOG_PAGE_SIZE } from '@partsmith/contract/constants';
import { webMessages } from '@partsmith/contract/web-messages';
import type { UseQueryResult } from '@tanstack/react-query';
import type { To } from 'react-router';
import { Pagination } from '@/components/ui/pagination';
import { QueryContent, useDrawnAnswer } from '@/components/ui/query-content';
import type { ProductPage } from '../api/get-products';
import { useCatalogueLayout } from '../lib/catalogue-layout';
import { CatalogueLayoutToggle } from './catalogue-layout-toggle';
import { EmptyResults } from './empty-results';
import { cardLeadTimeNote } from './lead-time-note';
import type { PartAction } from './product-card';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { ProductListCompact, ProductListCompactSkeleton } from './product-list-compact';

interface CatalogueResultsProps {
  products: UseQueryResult<ProductPage>;
  page: number;
  hrefFor: (page: number) => To;
  /** The search, for the words of an empty result. */
  query: string;
  /** Filters are on: an empty result offers to clear them. */
  filtered: boolean;
  onClearFilters: () => void;
  /** The list sits beside the filters, so it has less room for columns. */
  besideFilters?: boolean;
  /** Offered on each part a buyer can order, beside Book Now. */
  partAction?: PartAction | undefined;
}

/** A page of parts: how many match, the cards (or on a phone the compact list), and the pages. */
export function CatalogueResults({ products, page, hrefFor, query, filtered, onClearFilters, besideFilters = false, partAction }: CatalogueResultsProps) {
  const layout = useCatalogueLayout();
  const shown = useDrawnAnswer(products);
  const { isPlaceholderData } = products;
  const pageCount = shown ? Math.max(1, Math.ceil(shown.total / CATALOG_PAGE_SIZE)) : 1;
  return (
    <div className="min-w-0">
      <div className="mb-4 flex min-h-8 items-center justify-between gap-4">
        <p className="text-sm font-medium text-base-content/80" aria-live="polite">
          {shown && shown === products.data && !isPlaceholderData ? webMessages.partCount(shown.total, { atLeast: shown.totalCapped }) : ''}
        </p>
        <CatalogueLayoutToggle layout={layout} />
      </div>
      <QueryContent
        query={products}
        loading={
          layout === 'list' ? (
            <ProductListCompactSkeleton count={CATALOG_PAGE_SIZE} />
          ) : (
            <ProductGridSkeleton count={CATALOG_PAGE_SIZE} besideFilters={besideFilters} />
          )
        }
        errorTitle="We could not load the parts"
        isEmpty={(found) => found.products.length === 0}
        empty={(found) => (
          <EmptyResults query={query} page={page} total={found.total} firstPageHref={hrefFor(1)} filtered={filtered} onClearFilters={onClearFilters} />
        )}
      >
        {(found, updating) => (
          <div className="space-y-10">
            <div aria-busy={isPlaceholderData || updating} className={isPlaceholderData || updating ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
              {layout === 'list' ? (
                <ProductListCompact products={found.products} eagerImages={4} headingLevel="h2" partAction={partAction} />
              ) : (
                <ProductGrid
                  products={found.products}
                  eagerImages={3}
                  cardHeadingLevel="h2"
                  besideFilters={besideFilters}
                  partAction={partAction}
                  stockNote={cardLeadTimeNote}
                />
              )}
            </div>
            <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
          </div>
        )}
      </QueryContent>
    </div>
  );
}
