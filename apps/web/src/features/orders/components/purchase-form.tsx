import { zodResolver } from '@hookform/resolvers/zod';
import { maxOrderQuantity, orderCreateSchema, type OrderCreateInput, type Product, unitPriceFor } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { requestQuotePath } from '@/lib/quote-paths';
import { useIdempotencyKeys } from '@/lib/use-idempotency-keys';
import { useCreateOrder } from '../api/create-order';
import { PriceTiersTable } from './price-tiers-table';
import { isOrderableQuantity, parseQuantity } from '@/lib/order-quantity';
import { QuantityStepper } from './quantity-stepper';
import { PendingButton } from '@/components/ui/pending-button';

const deliveryDetailsSchema = orderCreateSchema.pick({ address: true, phone: true });

interface PurchaseFormProps {
  product: Product;
  /**
   * The signed-in user, shown read-only: the order is placed in their name. Null for a visitor, who chooses a quantity
   * and sees its price, and is asked to sign in (the specification's guard) when pressing Purchase Now.
   */
  customer: { name: string; email: string } | null;
  /** What a visitor who presses Purchase Now is shown instead of an order: the way to sign in, keeping the quantity. */
  signInPrompt?: (quantity: string) => ReactNode;
  /** The quantity to start from ("Order again" passes a past order's), as the stepper's text; 0 otherwise. */
  initialQuantity?: string;
  /**
   * Whether a quantity above the stock of a part without a lead time offers "Request a quote" (customers may ask for one,
   * admins answer them).
   */
  offerQuote?: boolean;
}

/** The purchase form under the part's details: quantity, total, the customer's name, email, address and phone. */
export function PurchaseForm({ product, customer, signInPrompt, initialQuantity = '0', offerQuote = true }: PurchaseFormProps) {
  const createOrder = useCreateOrder();
  const idempotencyKeys = useIdempotencyKeys();
  const toast = useToast();
  const headingId = useId();
  const totalLabelId = useId();
  const [quantityText, setQuantityText] = useState(initialQuantity);
  const [askedToSignIn, setAskedToSignIn] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(deliveryDetailsSchema), defaultValues: { address: '', phone: '' } });

  const quantity = parseQuantity(quantityText);
  const orderable = isOrderableQuantity(quantity, product.minimum, maxOrderQuantity(product));
  // More than the stock of a part without a lead time: the shop may still make them, at a price and by a date it quotes.
  // A part with a lead time takes any quantity an order may name, the pieces beyond its stock waiting for the next batch.
  const quotable = product.leadTimeDays === null && Number.isInteger(quantity) && quantity > product.available;
  const countedQuantity = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  // The price breaks' computation, as the server's; the total in cents, so that 3 x $0.10 is $0.30, not $0.30000000000000004.
  const unitPrice = unitPriceFor(product, countedQuantity);
  const total = (Math.round(unitPrice * 100) * countedQuantity) / 100;

  const placeOrder = handleSubmit(async ({ address, phone }) => {
    if (!orderable) return;
    const order: OrderCreateInput = { productId: product._id, quantity, phone, address };
    try {
      await createOrder.mutateAsync({ order, idempotencyKey: idempotencyKeys.keyFor(order) });
    } catch (error) {
      idempotencyKeys.settled(error);
      toast.error(getErrorMessage(error));
      return;
    }
    idempotencyKeys.settled();
    reset();
    setQuantityText('0');
    toast.success(messages.toast.purchaseSucceeded);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (customer) return placeOrder(event);
    event.preventDefault();
    if (orderable) setAskedToSignIn(true);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <div className="mb-6 space-y-1">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight">
          Place your order
        </h2>
        <p className="text-base-content/75">Choose how many pieces you need. You pay later, under My Orders.</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
        <div className="space-y-5">
          <QuantityStepper
            value={quantityText}
            onChange={setQuantityText}
            minimum={product.minimum}
            stock={product.available}
            leadTimeDays={product.leadTimeDays}
            onBelowMinimum={() => toast.error(messages.validation.belowMinimum)}
            onAboveLimit={() => toast.error(messages.validation.aboveLimit)}
          />
          <div className="rounded-box bg-base-200 px-5 py-4">
            <p id={totalLabelId} className="text-sm text-base-content/75">
              Total price
            </p>
            <output aria-labelledby={totalLabelId} className="block text-3xl font-extrabold tabular-nums text-primary">
              {formatPrice(total)}
            </output>
            <p className="mt-1 text-sm text-base-content/75">{formatPrice(unitPrice)} per piece</p>
          </div>
          {product.priceTiers.length > 0 && <PriceTiersTable product={product} quantity={countedQuantity} />}
        </div>
        {customer ? (
          <div className="grid content-start gap-5 sm:grid-cols-2">
            <TextField label="Name" value={customer.name} readOnly autoComplete="off" />
            <TextField label="Email" type="email" value={customer.email} readOnly autoComplete="off" />
            <TextField label="Address" autoComplete="street-address" className="sm:col-span-2" error={errors.address?.message} {...register('address')} />
            <TextField
              label="Phone"
              type="tel"
              autoComplete="tel"
              placeholder="e.g. +880 1712 345678"
              className="sm:col-span-2"
              error={errors.phone?.message}
              {...register('phone')}
            />
          </div>
        ) : (
          askedToSignIn && <div className="content-start">{signInPrompt?.(quantityText)}</div>
        )}
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 border-t border-base-300 pt-6 sm:flex-row sm:items-center sm:justify-end">
        {quotable && offerQuote && (
          <Link to={requestQuotePath(product._id, quantity)} className="btn btn-lg btn-outline btn-primary w-full sm:w-auto">
            Request a quote
          </Link>
        )}
        <PendingButton type="submit" className="btn btn-lg btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={!orderable || isSubmitting}>
          Purchase Now
        </PendingButton>
      </div>
    </form>
  );
}
