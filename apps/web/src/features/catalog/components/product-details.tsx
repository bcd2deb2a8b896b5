import type { Product } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { webMessages } from '@partsmith/contract/web-messages';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';
import { Link } from 'react-router';
import { OutOfStockBadge } from '@/components/ui/out-of-stock-badge';
import { formatPieces, formatPrice } from '@/lib/format';
import { requestQuotePath } from '@/lib/quote-paths';
import { isOrderable } from '@partsmith/contract/constants';

/**
 * The part's facts on the detail page: image, name, part number, description, available quantity, minimum order, price,
 * and how soon it ships beyond its stock when it has a lead time.
 */
export function ProductDetails({ product }: { product: Product }) {
  return (
    <article className="grid items-start gap-8 lg:grid-cols-2 lg:gap-12">
      <div className="aspect-[4/3] overflow-hidden rounded-box bg-base-200">
        <img src={product.image} alt={product.name} width={800} height={600} className="size-full object-cover dark:brightness-90" />
      </div>
      <div className="space-y-6">
        <div className="space-y-3">
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{product.name}</h1>
          <p className="text-sm text-base-content/75">
            {catalogueMessages.partNumber} <span className="font-mono font-semibold text-base-content">{product.partNumber}</span>
          </p>
          <p className="text-lg leading-relaxed text-base-content/80">{product.description}</p>
        </div>
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-4xl font-extrabold text-primary">{formatPrice(product.price)}</span>
          <span className="text-base-content/75">per piece</span>
          {!isOrderable(product) && <OutOfStockBadge />}
        </p>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Available quantity" value={formatPieces(product.available)} />
          <Fact label="Minimum order" value={formatPieces(product.minimum)} />
          <Fact label="Price per piece" value={formatPrice(product.price)} />
        </dl>
        {product.leadTimeDays !== null && <p className="text-base-content/80">{catalogueMessages.shipsWithin(product.leadTimeDays)}</p>}
      </div>
    </article>
  );
}

/** In place of the purchase form for a part nobody can order. */
export function OutOfStockNotice({ productId, minimum, offerQuote }: { productId: string; minimum: number; offerQuote: boolean }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col items-center gap-4 rounded-box border border-base-300 bg-base-100 px-6 py-10 text-center">
      <h2 id={headingId} className="text-2xl font-bold">
        {webMessages.outOfStock}
      </h2>
      <p className="max-w-prose text-base-content/80">{messages.products.outOfStockNote(formatPieces(minimum))}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {offerQuote && (
          <Link to={requestQuotePath(productId, minimum)} className="btn btn-primary">
            Request a quote
          </Link>
        )}
        <Link to="/product" className="btn btn-outline">
          Browse all parts
        </Link>
      </div>
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 px-4 py-3">
      <dt className="text-sm text-base-content/75">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
    </div>
  );
}

export function ProductDetailsSkeleton() {
  return (
    <div className="grid items-start gap-8 motion-safe:animate-pulse lg:grid-cols-2 lg:gap-12" role="status">
      <span className="sr-only">Loading part…</span>
      <div className="skeleton aspect-[4/3] rounded-box" />
      <div className="space-y-6" aria-hidden="true">
        <div className="space-y-3">
          <div className="skeleton h-9 w-2/3 sm:h-10" />
          <div className="space-y-2.5 py-1">
            <div className="skeleton h-5 w-full" />
            <div className="skeleton h-5 w-full" />
            <div className="skeleton h-5 w-3/5" />
          </div>
        </div>
        <div className="skeleton h-10 w-40" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="skeleton h-[4.75rem] rounded-box" />
          <div className="skeleton h-[4.75rem] rounded-box" />
          <div className="skeleton h-[4.75rem] rounded-box" />
        </div>
      </div>
    </div>
  );
}
