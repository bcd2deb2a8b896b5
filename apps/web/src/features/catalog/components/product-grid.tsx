import type { Product } from '@partsmith/contract';
import { memo } from 'react';
import { type PartAction, ProductCard, type ProductCardProps } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

/** 1, 2 or 3 columns by screen size, as the spec says; beside the filters the third column waits for a wider screen. */
const gridClassName = (besideFilters: boolean) => `grid grid-cols-1 gap-6 sm:grid-cols-2 ${besideFilters ? 'xl:grid-cols-3' : 'lg:grid-cols-3'}`;

interface ProductGridProps {
  products: Product[];
  eagerImages?: number;
  cardHeadingLevel?: ProductCardProps['headingLevel'];
  besideFilters?: boolean;
  partAction?: PartAction | undefined;
  stockNote?: ProductCardProps['stockNote'];
}

/** Memoised: the catalogue re-renders on every keystroke in its search box, the cards only when the parts change. */
export const ProductGrid = memo(function ProductGrid({
  products,
  eagerImages = 0,
  cardHeadingLevel,
  besideFilters = false,
  partAction,
  stockNote,
}: ProductGridProps) {
  return (
    <ul className={gridClassName(besideFilters)}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} action={partAction} stockNote={stockNote} priority={index < eagerImages} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
});

export function ProductGridSkeleton({ count, besideFilters = false }: { count: number; besideFilters?: boolean }) {
  return (
    <div className={`${gridClassName(besideFilters)} motion-safe:animate-pulse`} role="status">
      <span className="sr-only">Loading parts…</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
