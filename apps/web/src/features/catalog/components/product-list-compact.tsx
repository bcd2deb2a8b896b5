import type { Product } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { isOrderable } from '@partsmith/contract/constants';
import { lowestUnitPrice } from '@partsmith/contract/unit-price';
import { webMessages } from '@partsmith/contract/web-messages';
import { memo, useId } from 'react';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '@/lib/format';
import { LeadTimeNote } from './lead-time-note';
import type { PartAction } from './product-card';

interface ProductListCompactProps {
  products: Product[];
  eagerImages?: number;
  headingLevel?: 'h2' | 'h3';
  partAction?: PartAction | undefined;
}

/** The catalogue on a phone: a row of about 110 px per part instead of a 600 px card. */
export const ProductListCompact = memo(function ProductListCompact({ products, eagerImages = 0, headingLevel = 'h3', partAction }: ProductListCompactProps) {
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {products.map((product, index) => (
        <li key={product._id}>
          <CompactRow product={product} priority={index < eagerImages} headingLevel={headingLevel} action={partAction} />
        </li>
      ))}
    </ul>
  );
});

interface CompactRowProps {
  product: Product;
  priority: boolean;
  headingLevel: 'h2' | 'h3';
  action: PartAction | undefined;
}

function CompactRow({ product, priority, headingLevel: Heading, action }: CompactRowProps) {
  const nameId = useId();
  const lowestPrice = lowestUnitPrice(product);
  return (
    <article className="flex items-center gap-3 p-3">
      <img
        src={product.image}
        alt=""
        width={80}
        height={80}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        className="size-20 shrink-0 rounded-field bg-base-200 object-cover dark:brightness-90"
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <Heading id={nameId} className="line-clamp-2 leading-5 font-semibold">
          {product.name}
        </Heading>
        <p className="truncate font-mono text-xs text-base-content/75">{product.partNumber}</p>
        <p className="text-sm">
          <span className="font-bold">{formatPrice(product.price)}</span> <span className="text-base-content/75">per piece</span>
          {lowestPrice < product.price && <span className="ms-1 font-semibold whitespace-nowrap">{webMessages.priceFrom(formatPrice(lowestPrice))}</span>}
        </p>
        <p className="text-xs text-base-content/75">
          <span className="whitespace-nowrap">{catalogueMessages.inStock(formatCount(product.quantity))}</span> ·{' '}
          <span className="whitespace-nowrap">
            {catalogueMessages.minOrder} {formatCount(product.minimum)}
          </span>
        </p>
        <LeadTimeNote product={product} className="text-xs" />
      </div>
      {isOrderable(product) ? (
        <div className="flex shrink-0 flex-col gap-1.5">
          <Link to={`/product/${encodeURIComponent(product._id)}`} className="btn shrink-0 btn-sm btn-primary" aria-describedby={nameId}>
            Book Now
          </Link>
          {action?.(product, nameId)}
        </div>
      ) : (
        <p className="w-20 shrink-0 text-center text-xs font-semibold text-base-content/80">{webMessages.outOfStock}</p>
      )}
    </article>
  );
}

export function ProductListCompactSkeleton({ count }: { count: number }) {
  return (
    <div className="divide-y divide-base-300 rounded-box border border-base-300 motion-safe:animate-pulse" role="status">
      <span className="sr-only">Loading parts…</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex items-center gap-3 p-3" aria-hidden="true">
          <div className="skeleton size-20 shrink-0 rounded-field" />
          <div className="flex-1 space-y-1.5">
            <div className="skeleton h-5 w-2/3" />
            <div className="skeleton h-3.5 w-1/3" />
            <div className="skeleton h-4 w-1/2" />
            <div className="skeleton h-3.5 w-3/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
