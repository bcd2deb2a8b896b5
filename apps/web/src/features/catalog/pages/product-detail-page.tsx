import type { Product } from '@partsmith/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '@/components/page-meta';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { useProduct } from '../api/get-product';
import { ProductDetails, ProductDetailsSkeleton } from '../components/product-details';

interface ProductDetailPageProps {
  productId: string;
  /** Rendered below the details once the part has loaded: the place for the purchase form. */
  children?: (product: Product) => ReactNode;
}

export function ProductDetailPage({ productId, children }: ProductDetailPageProps) {
  const { data: product, error, isPending, isError, isFetching, refetch } = useProduct(productId);
  // A malformed id (400) is, to the visitor, just as much a part that does not exist.
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageMeta({
    title: product?.name ?? (notFound ? 'Part not found' : 'Product'),
    description: product?.description ?? 'A computer part sold per piece: its price, minimum order and stock, with the purchase form.',
  });

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <nav aria-label="Breadcrumb" className="breadcrumbs mb-6 text-sm">
        <ul>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to="/product">Products</Link>
          </li>
          <li>
            <span aria-current="page">{product?.name ?? (isPending ? 'Loading…' : 'Part')}</span>
          </li>
        </ul>
      </nav>

      {isPending ? (
        <ProductDetailsSkeleton />
      ) : notFound ? (
        <div className="flex flex-col items-center gap-4 rounded-box border border-dashed border-base-300 px-6 py-16 text-center">
          <h1 className="text-2xl font-bold">Part not found</h1>
          <p className="max-w-prose text-base-content/80">{error.message}</p>
          <Link to="/product" className="btn btn-primary">
            Browse all parts
          </Link>
        </div>
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} title="We could not load this part" />
      ) : (
        <>
          <ProductDetails product={product} />
          {children && <div className="mt-10">{children(product)}</div>}
        </>
      )}
    </div>
  );
}
