import { zodResolver } from '@hookform/resolvers/zod';
import { type CartLine, cartLineUpdateSchema, cartMessages } from '@partsmith/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { PendingButton } from '@/components/ui/pending-button';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useRemoveCartLine } from '../api/remove-cart-line';
import { useSetCartLine } from '../api/set-cart-line';
import { BackorderNote } from './backorder-note';
import { CartLineFlags } from './cart-line-flags';

/**
 * A line of the cart: the part, its quantity (changed in place), its price per piece at that quantity's break and its
 * total, and the pieces beyond stock that ship later.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const nameId = useId();
  const toast = useToast();
  const setLine = useSetCartLine();
  const removeLine = useRemoveCartLine();
  const pending = setLine.isPending || removeLine.isPending;
  const deleted = line.problems.includes('deleted');
  const setQuantity = (quantity: number) =>
    setLine.mutate({ productId: line.productId, quantity }, { onError: (error) => toast.error(getErrorMessage(error)) });
  const remove = () =>
    removeLine.mutate(line.productId, {
      onSuccess: () => toast.success(cartMessages.removed(line.name)),
      onError: (error) => toast.error(getErrorMessage(error)),
    });

  return (
    <article aria-labelledby={nameId} className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-4 gap-y-3 p-4 sm:grid-cols-[5rem_minmax(0,1fr)_auto] sm:p-5">
      <img
        src={line.image}
        alt=""
        width={80}
        height={80}
        loading="lazy"
        className="size-16 rounded-field bg-base-200 object-cover sm:size-20 dark:brightness-90"
      />
      <div className="min-w-0 space-y-1">
        <h2 id={nameId} className="leading-6 font-semibold">
          {deleted ? (
            line.name
          ) : (
            <Link to={`/product/${encodeURIComponent(line.productId)}`} className="link link-hover">
              {line.name}
            </Link>
          )}
        </h2>
        <p className="font-mono text-xs text-base-content/75">
          <span className="sr-only">{cartMessages.partNumber}: </span>
          {line.partNumber}
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div>
            <dt className="inline text-base-content/75">{cartMessages.pricePerPiece}: </dt>
            <dd className="inline font-medium tabular-nums">{formatPrice(line.unitPrice)}</dd>
          </div>
          <div>
            <dt className="inline text-base-content/75">{cartMessages.lineTotal}: </dt>
            <dd className="inline font-semibold tabular-nums">{formatPrice(line.lineTotal)}</dd>
          </div>
        </dl>
        <BackorderNote line={line} />
      </div>
      <div className="col-span-2 flex flex-wrap items-start gap-2 sm:col-span-1 sm:justify-end">
        {/* Keyed by the quantity: a quantity set elsewhere (Use N, another tab) starts the field afresh. */}
        {!deleted && <QuantityForm key={line.quantity} line={line} describedBy={nameId} pending={pending} onSubmit={setQuantity} />}
        <PendingButton className="btn btn-ghost text-error" pending={removeLine.isPending} disabled={pending} aria-describedby={nameId} onClick={remove}>
          {cartMessages.remove}
        </PendingButton>
      </div>
      <div className="col-span-2 sm:col-span-3 sm:col-start-2 empty:hidden">
        <CartLineFlags line={line} onSetQuantity={setQuantity} pending={pending} describedBy={nameId} />
      </div>
    </article>
  );
}

interface QuantityFormProps {
  line: CartLine;
  /** The id of the line's name, which tells the Update buttons of the lines apart. */
  describedBy: string;
  pending: boolean;
  onSubmit: (quantity: number) => void;
}

function QuantityForm({ line, describedBy, pending, onSubmit }: QuantityFormProps) {
  const inputId = useId();
  const errorId = useId();
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(cartLineUpdateSchema), defaultValues: { quantity: String(line.quantity) } });
  const error = errors.quantity?.message;
  return (
    <form noValidate onSubmit={handleSubmit(({ quantity }) => onSubmit(quantity))} className="flex flex-wrap items-start gap-2">
      <div>
        <label htmlFor={inputId} className="sr-only">
          {cartMessages.quantityOf(line.name)}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={`input w-28 tabular-nums ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('quantity')}
        />
        {error && (
          <p id={errorId} className="mt-1 text-sm text-error">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn-outline" disabled={pending || !isDirty} aria-describedby={describedBy}>
        {cartMessages.update}
      </button>
    </form>
  );
}
