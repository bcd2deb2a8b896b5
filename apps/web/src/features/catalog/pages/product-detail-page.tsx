import type { Product } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { isOrderable } from '@partsmith/contract/constants';
import { isProductNotFound, useProduct } from '../api/get-product';
import { CatalogueBreadcrumbs } from '../components/catalogue-breadcrumbs';
import { DatasheetList } from '../components/datasheet-list';
import { PartNotFound } from '../components/part-not-found';
import { OutOfStockNotice, ProductDetails, ProductDetailsSkeleton } from '../components/product-details';
import { SpecificationTable } from '../components/specification-table';

interface ProductDetailPageProps {
  productId: string;
  /**
   * Rendered below the details once the part has loaded, unless nobody can order it (too little in stock and no lead
   * time): the place for the purchase form.
   */
  children?: (product: Product) => ReactNode;
  /** Whether a part nobody can order offers "Request a quote" (customers may ask for one, admins answer them). */
  offerQuote?: boolean;
}

export function ProductDetailPage({ productId, children, offerQuote = true }: ProductDetailPageProps) {
  const { data: product, error, isPending, isError, isFetching, refetch } = useProduct(productId);
  const notFound = isProductNotFound(error);
  usePageMeta({
    title: product?.name ?? (notFound ? 'Part not found' : 'Product'),
    description: product?.description ?? 'A computer part sold per piece: its specifications, price breaks, minimum order and stock, with the purchase form.',
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <CatalogueBreadcrumbs path={product?.categoryPath ?? []} current={product?.name ?? (isPending ? 'Loading…' : 'Part')} />

      {isPending ? (
        <ProductDetailsSkeleton />
      ) : notFound ? (
        <PartNotFound message={error.message} backTo="/product" backLabel="Browse all parts" />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} title="We could not load this part" />
      ) : (
        <>
          <ProductDetails product={product} />
          {(product.specifications.length > 0 || product.datasheets.length > 0) && (
            <div className="mt-10 grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
              <SpecificationTable specifications={product.specifications} />
              <DatasheetList datasheets={product.datasheets} />
            </div>
          )}
          {children && (
            <div className="mt-10">
              {isOrderable(product) ? children(product) : <OutOfStockNotice productId={product._id} minimum={product.minimum} offerQuote={offerQuote} />}
            </div>
          )}
        </>
      )}
    </div>
  );
}
