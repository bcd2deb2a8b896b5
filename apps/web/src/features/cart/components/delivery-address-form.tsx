import { zodResolver } from '@hookform/resolvers/zod';
import { type CheckoutInput, cartMessages, type DeliveryAddress, deliveryAddressInputSchema } from '@partsmith/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PendingButton } from '@/components/ui/pending-button';
import { TextField } from '@/components/ui/text-field';
import { formatPrice } from '@/lib/format';

const NEW_ADDRESS = 'new';

interface DeliveryAddressFormProps {
  /** The address book, the most recently used first: that one is chosen to start with. */
  addresses: DeliveryAddress[];
  /** What the order will charge, in dollars: said beside Place order. */
  total: number;
  pending: boolean;
  onPlaceOrder: (delivery: CheckoutInput) => void;
  /** How the order is paid, when there is a choice: between the address and the total. */
  payment?: ReactNode;
  /** Under Place order: when and how the order is paid (by default, by card on the next page). */
  payNote?: string;
}

/**
 * Where the order goes: an address of the book, or a new one (phone and address, checked as the server checks them);
 * then how it is paid, when there is a choice, the order's total and Place order.
 */
export function DeliveryAddressForm({ addresses, total, pending, onPlaceOrder, payment, payNote = cartMessages.payAfter }: DeliveryAddressFormProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState<string>(addresses[0]?.id ?? NEW_ADDRESS);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(deliveryAddressInputSchema), defaultValues: { phone: '', address: '' } });
  const placeToNewAddress = handleSubmit(({ phone, address }) => onPlaceOrder({ phone, address }));

  const submit = (event: FormEvent) => {
    if (chosen === NEW_ADDRESS) return placeToNewAddress(event);
    event.preventDefault();
    onPlaceOrder({ addressId: chosen });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="space-y-5 rounded-box border border-base-300 bg-base-100 p-5 sm:p-6"
    >
      <h2 id={headingId} className="text-xl font-bold">
        {cartMessages.deliveryHeading}
      </h2>
      {addresses.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="sr-only">{cartMessages.deliveryHeading}</legend>
          {addresses.map((saved) => (
            <label key={saved.id} className="flex cursor-pointer items-start gap-3 rounded-field border border-base-300 p-3 has-checked:border-primary">
              <input
                type="radio"
                name="delivery-address"
                className="radio mt-0.5 radio-primary"
                checked={chosen === saved.id}
                onChange={() => setChosen(saved.id)}
              />
              <span className="min-w-0">
                <span className="block break-words">{saved.address}</span>
                <span className="block text-sm text-base-content/75">{saved.phone}</span>
              </span>
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-3 rounded-field border border-base-300 p-3 has-checked:border-primary">
            <input
              type="radio"
              name="delivery-address"
              className="radio radio-primary"
              checked={chosen === NEW_ADDRESS}
              onChange={() => setChosen(NEW_ADDRESS)}
            />
            <span>{cartMessages.newAddress}</span>
          </label>
        </fieldset>
      )}
      {chosen === NEW_ADDRESS && (
        <div className="grid gap-4">
          <TextField label={cartMessages.address} autoComplete="street-address" error={errors.address?.message} {...register('address')} />
          <TextField
            label={cartMessages.phone}
            type="tel"
            autoComplete="tel"
            placeholder={cartMessages.phonePlaceholder}
            error={errors.phone?.message}
            {...register('phone')}
          />
        </div>
      )}
      {payment}
      <div className="space-y-2 border-t border-base-300 pt-5">
        <p className="flex items-baseline justify-between gap-4">
          <span className="font-semibold">{cartMessages.orderTotal}</span>
          <span className="text-xl font-extrabold tabular-nums">{formatPrice(total)}</span>
        </p>
        <PendingButton type="submit" className="btn btn-block btn-lg btn-primary" pending={pending}>
          {cartMessages.placeOrder}
        </PendingButton>
        <p className="text-sm text-base-content/75">{payNote}</p>
      </div>
    </form>
  );
}
