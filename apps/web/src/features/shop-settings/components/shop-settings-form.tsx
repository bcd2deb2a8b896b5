import { zodResolver } from '@hookform/resolvers/zod';
import { type ShopSettings, shopSettingsSchema } from '@partsmith/contract';
import { billingMessages } from '@partsmith/contract/billing-messages';
import { type ReactNode, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-client';
import { useUpdateShopSettings } from '../api/update-shop-settings';

const m = billingMessages.settings;

/** An amount field's text as the schema takes it: empty is null ("never free"), anything else a number (NaN is refused). */
const dollarsOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/** The props of a field for a figure: a number keyboard on phones, decimals allowed; the schema checks the range. */
const figure = { type: 'number', inputMode: 'decimal', min: 0, step: 0.01, autoComplete: 'off' } as const;

/** A part of the form: a heading, what it is about, and its fields in a grid of two columns on wider screens. */
function SettingsSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-box border border-base-300 bg-base-100 p-5 sm:p-8">
      <h2 id={headingId} className="text-xl font-bold tracking-tight">
        {title}
      </h2>
      {description && <p className="mt-1 text-base-content/75">{description}</p>}
      <div className="mt-5 grid gap-5 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The shop's settings in three parts: tax (whether catalogue prices include it, the standard and reduced rates),
 * delivery (the charge, and from what amount it is free) and the seller its invoices name. Checked with the contract's
 * shopSettingsSchema, as the server checks them; saved all at once.
 */
export function ShopSettingsForm({ settings }: { settings: ShopSettings }) {
  const updateSettings = useUpdateShopSettings();
  const toast = useToast();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(shopSettingsSchema), defaultValues: settings });

  const onSubmit = handleSubmit(async (input) => {
    let saved: ShopSettings;
    try {
      saved = await updateSettings.mutateAsync(input);
    } catch (error) {
      toast.error(getErrorMessage(error));
      return;
    }
    reset(saved);
    toast.success(m.saved);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-6">
      <SettingsSection title={m.taxHeading} description={m.taxNote}>
        <Controller
          control={control}
          name="pricesIncludeTax"
          render={({ field, fieldState }) => (
            <fieldset className="sm:col-span-2">
              <legend className="mb-1.5 text-sm font-medium">{m.pricesIncludeTax}</legend>
              <div className="flex flex-col gap-x-6 gap-y-2 sm:flex-row">
                {[true, false].map((included) => (
                  <label key={String(included)} className="flex cursor-pointer items-center gap-2">
                    <input
                      type="radio"
                      className="radio radio-sm radio-primary"
                      name={field.name}
                      checked={field.value === included}
                      onChange={() => field.onChange(included)}
                      onBlur={field.onBlur}
                      ref={included ? field.ref : undefined}
                    />
                    {included ? m.pricesIncludeTaxYes : m.pricesIncludeTaxNo}
                  </label>
                ))}
              </div>
              {fieldState.error && <p className="mt-1.5 text-sm text-error">{fieldState.error.message}</p>}
            </fieldset>
          )}
        />
        <TextField label={m.standardRate} {...figure} max={100} error={errors.standardRate?.message} {...register('standardRate', { valueAsNumber: true })} />
        <TextField label={m.reducedRate} {...figure} max={100} error={errors.reducedRate?.message} {...register('reducedRate', { valueAsNumber: true })} />
      </SettingsSection>

      <SettingsSection title={m.deliveryHeading}>
        <TextField
          label={m.deliveryCharge}
          {...figure}
          hint={m.deliveryChargeHint}
          error={errors.deliveryCharge?.message}
          {...register('deliveryCharge', { valueAsNumber: true })}
        />
        <TextField
          label={m.freeDeliveryFrom}
          {...figure}
          hint={m.freeDeliveryFromHint}
          error={errors.freeDeliveryFrom?.message}
          {...register('freeDeliveryFrom', { setValueAs: dollarsOrNull })}
        />
      </SettingsSection>

      <SettingsSection title={m.sellerHeading}>
        <TextField label={m.sellerName} autoComplete="organization" error={errors.sellerName?.message} {...register('sellerName')} />
        <TextField label={m.sellerTaxNumber} autoComplete="off" error={errors.sellerTaxNumber?.message} {...register('sellerTaxNumber')} />
        <TextareaField label={m.sellerAddress} rows={4} autoComplete="off" error={errors.sellerAddress?.message} {...register('sellerAddress')} />
        <TextareaField label={m.bankDetails} rows={4} hint={m.bankDetailsHint} error={errors.bankDetails?.message} {...register('bankDetails')} />
      </SettingsSection>

      <div className="flex justify-end">
        <PendingButton type="submit" className="btn btn-primary w-full sm:w-auto" pending={isSubmitting} disabled={isSubmitting}>
          {m.save}
        </PendingButton>
      </div>
    </form>
  );
}
