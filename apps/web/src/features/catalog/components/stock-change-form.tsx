import { zodResolver } from '@hookform/resolvers/zod';
import { type Product, productUpdateSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { OutOfStockBadge } from '@/components/ui/out-of-stock-badge';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatPieces } from '@/lib/format';
import { isOutOfStock } from '@partsmith/contract/constants';
import { useUpdateProduct } from '../api/update-product';

/** How many pieces to add or remove: the contract's rule for a stock change, counted from 1 (the buttons give the sign). */
const stockChangeFormSchema = z.object({
  pieces: productUpdateSchema.shape.stockChange.unwrap().min(1, { error: messages.productEditor.stockPiecesInvalid }),
});

/**
 * The part's stock, and a number of pieces to add to it or remove from it. The stock is never set to a number: orders
 * take from it at any moment, so a change applies to whatever the stock is when it reaches the server.
 */
export function StockChangeForm({ product }: { product: Product }) {
  const updateProduct = useUpdateProduct(product._id);
  const toast = useToast();
  const headingId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(stockChangeFormSchema), defaultValues: { pieces: undefined } });
  const pending = updateProduct.isPending;
  const adding = pending && (updateProduct.variables.stockChange ?? 0) > 0;

  const changeStock = (direction: 1 | -1) =>
    handleSubmit(async ({ pieces }) => {
      try {
        await updateProduct.mutateAsync({ stockChange: direction * pieces });
      } catch (error) {
        toast.error(getErrorMessage(error));
        return;
      }
      reset();
      toast.success(messages.products.updated);
    });

  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id={headingId} className="mb-5 text-xl font-bold tracking-tight">
        Stock
      </h2>
      {/* Read out when a change lands, or when a refusal brings the stock as it really is. */}
      <div aria-live="polite" aria-atomic="true" className="mb-5 space-y-2">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg">
          <span>
            In stock: <strong className="tabular-nums">{formatPieces(product.quantity)}</strong>
          </span>
          {isOutOfStock(product) && <OutOfStockBadge />}
        </p>
        {isOutOfStock(product) && (
          <p className="text-sm text-base-content/80">
            {product.leadTimeDays === null
              ? messages.products.outOfStockNote(formatPieces(product.minimum))
              : messages.products.backorderNote(formatPieces(product.minimum), product.leadTimeDays)}
          </p>
        )}
      </div>
      {/* A form so that a change resets the field; Enter sends nothing, as it could not say whether to add or remove. */}
      <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label="Pieces to add or remove"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder="e.g. 100"
          className="sm:w-56"
          error={errors.pieces?.message}
          {...register('pieces', { valueAsNumber: true })}
        />
        <div className="flex flex-col gap-3 sm:mt-7 sm:flex-row">
          <PendingButton className="btn btn-primary" pending={adding} disabled={pending} onClick={changeStock(1)}>
            Add to stock
          </PendingButton>
          <PendingButton className="btn btn-outline" pending={pending && !adding} disabled={pending} onClick={changeStock(-1)}>
            Remove from stock
          </PendingButton>
        </div>
      </form>
    </section>
  );
}
