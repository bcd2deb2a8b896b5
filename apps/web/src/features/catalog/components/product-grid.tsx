import type { Product } from '@partsmith/contract';
import { memo } from 'react';
import { ProductCard, type ProductCardProps } from './product-card';
import { ProductCardSkeleton } from './product-card-skeleton';

const gridClassName = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface ProductGridProps {
  products: Product[];
  eagerImages?: number;
  cardHeadingLevel?: ProductCardProps['headingLevel'];
}

/** Memoised: the catalogue re-renders on every keystroke in its search box, the cards only when the parts change. */
export const ProductGrid = memo(function ProductGrid({ products, eagerImages = 0, cardHeadingLevel }: ProductGridProps) {
  return (
    <ul className={gridClassName}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} priority={index < eagerImages} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </ul>
  );
});

export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div className={`${gridClassName} motion-safe:animate-pulse`} role="status">
      <span className="sr-only">Loading parts…</span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
