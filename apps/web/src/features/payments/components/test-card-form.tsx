import { zodResolver } from '@hookform/resolvers/zod';
import { testCardPaymentSchema } from '@partsmith/contract';
import { useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import { confirmTestCard } from '../api/confirm-test-card';
import { formatCardNumber, formatCvc, formatExpiry, passesLuhn, reformatInput } from './card-format';
import { CardError } from './card-error';
import { PayButton } from './pay-button';

/** MM / YY is this month or later. */
function notExpired({ expMonth, expYear }: { expMonth: number; expYear: number }): boolean {
  const now = new Date();
  return expYear > now.getFullYear() || (expYear === now.getFullYear() && expMonth >= now.getMonth() + 1);
}

/** The contract's card checks, and those a card form makes before anything is sent: the Luhn digit and the date. */
const cardFormSchema = z.object({
  cardNumber: testCardPaymentSchema.shape.cardNumber.refine((digits) => !/^\d{12,19}$/.test(digits) || passesLuhn(digits), {
    error: 'Your card number is invalid.',
  }),
  expiry: z
    .string()
    .transform((value, context) => {
      const match = /^(\d{2}) \/ (\d{2})$/.exec(value.trim());
      if (!match) {
        context.addIssue({ code: 'custom', message: "Your card's expiration date is incomplete." });
        return z.NEVER;
      }
      const expMonth = Number(match[1]);
      if (expMonth < 1 || expMonth > 12) {
        context.addIssue({ code: 'custom', message: "Your card's expiration month is invalid." });
        return z.NEVER;
      }
      return { expMonth, expYear: 2000 + Number(match[2]) };
    })
    .refine(notExpired, { error: "Your card's expiration date is in the past." }),
  cvc: testCardPaymentSchema.shape.cvc,
});

/** A registered field whose value is reformatted as it is typed. */
function formatted(field: UseFormRegisterReturn, format: (value: string) => string): UseFormRegisterReturn {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement }) => {
      reformatInput(event.target, format);
      return field.onChange(event);
    },
  };
}

interface TestCardFormProps {
  clientSecret: string;
  /** The order was just paid: the form stays, emptied and disabled. */
  paid: boolean;
  /** Records the succeeded payment with the shop; a failure is shown under the form. */
  onConfirmed: (transactionId: string) => Promise<void>;
}

/**
 * The card form of the shop's built-in test provider: number, expiry and CVC, checked here first, then charged by
 * the server against the order's payment intent. The card details live only in this form and are cleared once
 * the payment is done.
 */
export function TestCardForm({ clientSecret, paid, onConfirmed }: TestCardFormProps) {
  const [cardError, setCardError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(cardFormSchema), defaultValues: { cardNumber: '', expiry: '', cvc: '' } });

  const onSubmit = handleSubmit(async ({ cardNumber, expiry, cvc }) => {
    setCardError(null);
    try {
      const { transactionId } = await confirmTestCard({ clientSecret, cardNumber, ...expiry, cvc });
      await onConfirmed(transactionId);
    } catch (error) {
      setCardError(getErrorMessage(error));
      setFocus('cardNumber');
      return;
    }
    reset();
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details">
      <fieldset disabled={paid} className="grid grid-cols-2 gap-4 tabular-nums">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          spellCheck={false}
          className="col-span-2"
          error={errors.cardNumber?.message}
          {...formatted(register('cardNumber'), formatCardNumber)}
        />
        <TextField
          label="Expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          spellCheck={false}
          error={errors.expiry?.message}
          {...formatted(register('expiry'), formatExpiry)}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          spellCheck={false}
          error={errors.cvc?.message}
          {...formatted(register('cvc'), formatCvc)}
        />
      </fieldset>
      <PayButton disabled={paid || isSubmitting} paying={isSubmitting} />
      <CardError message={cardError} />
      <TestModeNote />
    </form>
  );
}

function TestModeNote() {
  return (
    <div className="mt-5 flex gap-3 rounded-box bg-base-200 px-4 py-3 text-sm text-base-content/80">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0 text-info"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M12 11v5m0-8.5h.01M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z" />
      </svg>
      <p>
        <strong className="font-semibold text-base-content">Test mode:</strong> no real card is charged. Use{' '}
        <span className="font-mono whitespace-nowrap">4242 4242 4242 4242</span> to pay (any future expiry, any CVC);{' '}
        <span className="font-mono whitespace-nowrap">4000 0000 0000 0002</span> is declined.
      </p>
    </div>
  );
}
