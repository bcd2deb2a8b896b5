import type { Product } from '@partsmith/contract';
import { webMessages } from '@partsmith/contract/web-messages';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatCount, formatPrice } from '@/lib/format';
import { isOrderable } from '@partsmith/contract/constants';
import { lowestUnitPrice } from '@partsmith/contract/unit-price';

/**
 * What a card or a compact row offers beside Book Now for a part a buyer can order (the app adds "Add to cart"), given the
 * id of the part's name to describe a button with.
 */
export type PartAction = (product: Product, describedBy: string) => ReactNode;

export interface ProductCardProps {
  product: Product;
  action?: PartAction | undefined;
  /**
   * Above Book Now: what to say of the part's stock (the catalogue's cards say when a part with a lead time ships while
   * less than its minimum order is in stock). The home page passes none, so that its code carries no such copy.
   */
  stockNote?: ((product: Product) => ReactNode) | undefined;
  /** Load the image at once (cards in the first visible row). */
  priority?: boolean;
  /** One level under the heading the cards sit beneath: h2 under a page's h1, h3 under a section's h2. */
  headingLevel?: 'h2' | 'h3';
}

export function ProductCard({ product, action, stockNote, priority = false, headingLevel: Heading = 'h3' }: ProductCardProps) {
  const nameId = useId();
  const lowestPrice = lowestUnitPrice(product);
  return (
    <article className="card render-when-visible-140 h-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-lg">
      <figure className="p-3 pb-0">
        <img
          src={product.image}
          alt={product.name}
          width={800}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-[4/3] w-full rounded-[calc(var(--radius-box)-0.5rem)] bg-base-200 object-cover dark:brightness-90"
        />
      </figure>
      <div className="card-body gap-3 p-5">
        <Heading id={nameId} className="card-title text-lg leading-7">
          {product.name}
        </Heading>
        <p className="-mt-2 font-mono text-xs leading-4 text-base-content/75">{product.partNumber}</p>
        <p className="line-clamp-3 min-h-15 text-sm leading-5 text-base-content/75">{product.description}</p>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-field bg-base-200 px-3 py-2">
            <dt className="text-xs leading-4 text-base-content/75">Quantity</dt>
            <dd className="font-semibold">{formatCount(product.quantity)}</dd>
          </div>
          <div className="rounded-field bg-base-200 px-3 py-2">
            <dt className="text-xs leading-4 text-base-content/75">Min. Order</dt>
            <dd className="font-semibold">{formatCount(product.minimum)}</dd>
          </div>
        </dl>
        <p className="mt-auto text-sm text-base-content/75">
          Price: <span className="text-2xl font-bold text-base-content">{formatPrice(product.price)}</span> per piece
          {lowestPrice < product.price && (
            <>
              {' '}
              <span className="ms-1 font-semibold whitespace-nowrap text-base-content">{webMessages.priceFrom(formatPrice(lowestPrice))}</span>
            </>
          )}
        </p>
        {stockNote?.(product)}
        <div className="card-actions">
          {isOrderable(product) ? (
            <>
              <Link to={`/product/${encodeURIComponent(product._id)}`} className="btn btn-block btn-primary" aria-describedby={nameId}>
                Book Now
              </Link>
              {action?.(product, nameId)}
            </>
          ) : (
            // Where Book Now would be, the same size: the part cannot be booked, so there is nothing to click.
            <p className="flex h-[calc(var(--size-field,0.25rem)*10)] w-full items-center justify-center rounded-field bg-base-200 text-sm font-semibold text-base-content/80">
              {webMessages.outOfStock}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
