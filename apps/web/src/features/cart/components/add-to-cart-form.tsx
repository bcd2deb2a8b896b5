import { cartMessages, maxOrderQuantity, type Product } from '@partsmith/contract';
import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { type FormEvent, useId, useState } from 'react';
import { PendingButton } from '@/components/ui/pending-button';
import { ShipsLaterNote } from '@/components/ui/ships-later-note';
import { isOrderableQuantity, parseQuantity } from '@/lib/order-quantity';
import { useAddToCartWithNotice } from './use-cart-notice';

/**
 * The part page's way into the cart, beside the purchase form: a quantity (the minimum order to start with) and Add to
 * cart. A visitor may add without signing in; the cart comes with them when they do. A part with a lead time takes more
 * than its stock, and the form says how many pieces are in stock and how many wait.
 */
export function AddToCartForm({ product }: { product: Product }) {
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const [quantityText, setQuantityText] = useState(String(product.minimum));
  const { add: addToCart, pending } = useAddToCartWithNotice();
  const quantity = parseQuantity(quantityText);
  const maximum = maxOrderQuantity(product);
  const orderable = isOrderableQuantity(quantity, product.minimum, maximum);

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!orderable) return;
    addToCart([{ productId: product._id, quantity }], cartMessages.added(product.name, quantity));
  };

  return (
    <form noValidate onSubmit={add} aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {cartMessages.addToCartHeading}
      </h2>
      <p className="mt-1 text-base-content/75">{cartMessages.addToCartHint}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
            {cartMessages.quantityForCart}
          </label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={product.minimum}
            max={maximum}
            step={1}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            aria-invalid={orderable ? undefined : true}
            aria-describedby={hintId}
            className={`input w-40 text-lg font-semibold tabular-nums ${orderable ? '' : 'input-error'}`}
          />
        </div>
        <PendingButton type="submit" className="btn btn-primary" pending={pending} disabled={!orderable}>
          {cartMessages.addToCart}
        </PendingButton>
      </div>
      <div id={hintId} aria-live="polite" className="mt-1.5 space-y-1">
        <p className={`text-sm ${orderable ? 'text-base-content/75' : 'text-error'}`}>
          {!orderable
            ? cartMessages.quantityOutOfRange(product.minimum, maximum)
            : product.leadTimeDays === null
              ? cartMessages.quantityRange(product.minimum, product.available)
              : catalogueMessages.leadTimeRange(product.minimum, product.available, product.leadTimeDays)}
        </p>
        {orderable && <ShipsLaterNote part={product} quantity={quantity} />}
      </div>
    </form>
  );
}
