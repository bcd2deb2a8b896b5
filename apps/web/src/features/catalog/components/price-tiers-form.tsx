import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_PRICE_TIERS, type PriceTier, type Product, priceTiersInputSchema } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useMemo } from 'react';
import { type FieldValues, useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormCard } from '@/components/ui/form-card';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { formatPrice } from '@/lib/format';
import { useSetPriceTiers } from '../api/set-price-tiers';

const m = messages.priceTiers;

/**
 * The rules the server checks against the part, beyond the contract's: each break from its minimum order on, below its
 * price. `path` is where the breaks are in the form.
 */
export function checkTiersAgainstPart(
  tiers: readonly PriceTier[],
  { minimum, price }: Pick<Product, 'minimum' | 'price'>,
  path: string,
  context: z.RefinementCtx,
) {
  tiers.forEach((tier, index) => {
    if (tier.minQuantity < minimum) context.addIssue({ code: 'custom', message: m.belowMinimum(minimum), path: [path, index, 'minQuantity'] });
    if (tier.price >= price) context.addIssue({ code: 'custom', message: m.notBelowPrice(formatPrice(price)), path: [path, index, 'price'] });
  });
}

/** A new, empty break: the fields start blank. */
const EMPTY_TIER: PriceTier = { minQuantity: Number.NaN, price: Number.NaN };

interface PriceTierRowsProps<Form extends FieldValues, Output extends FieldValues> {
  form: UseFormReturn<Form, unknown, Output>;
  /** The form's list of breaks. */
  name: string;
  /** The part's minimum order, where the first break may start; undefined while not typed yet. */
  minimum: number | undefined;
}

/** The rows of price breaks, each from a number of pieces on at a lower price per piece, with Add and Remove. */
export function PriceTierRows<Form extends FieldValues, Output extends FieldValues>({ form, name, minimum }: PriceTierRowsProps<Form, Output>) {
  // react-hook-form's types do not accept a form with more fields where one with fewer is expected.
  const {
    control,
    register,
    formState: { errors },
  } = form as unknown as UseFormReturn<Record<string, PriceTier[]>>;
  const { fields, append, remove } = useFieldArray({ control, name });
  const tierErrors = errors[name];
  return (
    <>
      <p className="text-sm text-base-content/75">{fields.length === 0 ? m.none : m.hint}</p>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-4 rounded-box border border-base-300 p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <legend className="px-1 text-sm font-semibold">Price break {index + 1}</legend>
          <TextField
            label={m.fromPieces}
            type="number"
            inputMode="numeric"
            min={minimum}
            step={1}
            error={tierErrors?.[index]?.minQuantity?.message}
            {...register(`${name}.${index}.minQuantity`, { valueAsNumber: true })}
          />
          <TextField
            label={m.pricePerPiece}
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            placeholder="In dollars"
            error={tierErrors?.[index]?.price?.message}
            {...register(`${name}.${index}.price`, { valueAsNumber: true })}
          />
          <button type="button" className="btn btn-ghost sm:mt-7" aria-label={`${m.removeTier} price break ${index + 1}`} onClick={() => remove(index)}>
            {m.removeTier}
          </button>
        </fieldset>
      ))}
      <div>
        <button type="button" className="btn btn-outline" disabled={fields.length >= MAX_PRICE_TIERS} onClick={() => append(EMPTY_TIER)}>
          {m.addTier}
        </button>
      </div>
    </>
  );
}

/** Edit Product's "Price breaks": up to 10 lower prices per piece, each from a number of pieces on; saved as one set. */
export function PriceTiersForm({ product }: { product: Product }) {
  const setPriceTiers = useSetPriceTiers(product._id);
  const toast = useToast();
  const schema = useMemo(() => priceTiersInputSchema.superRefine(({ tiers }, context) => checkTiersAgainstPart(tiers, product, 'tiers', context)), [product]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { tiers: product.priceTiers } });
  const { isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    let updated: Product;
    try {
      updated = await setPriceTiers.mutateAsync(input);
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    form.reset({ tiers: updated.priceTiers });
    toast.success(m.saved);
  });

  return (
    <FormCard onSubmit={onSubmit} sending={isSubmitting} blocked={!isDirty} title={m.heading} gridClassName="" submitLabel={m.save}>
      <PriceTierRows form={form} name="tiers" minimum={product.minimum} />
    </FormCard>
  );
}
