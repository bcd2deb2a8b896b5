import { type CompanyAccount, cartMessages, type PaymentMethod } from '@partsmith/contract';
import { useId } from 'react';

type Terms = NonNullable<CompanyAccount['paymentTerms']>;

const cents = (dollars: number) => Math.round(dollars * 100);

/** What is left of the account's credit limit, in dollars, and whether an order of `total` goes beyond it (the server refuses it then). */
export function creditLeft(terms: Terms, total: number) {
  const leftCents = Math.max(0, cents(terms.creditLimit) - cents(terms.owed));
  return { left: leftCents / 100, exceeded: cents(total) > leftCents };
}

interface PaymentMethodChoiceProps {
  terms: Terms;
  /** What the order will charge, in dollars. */
  total: number;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
}

/**
 * Checkout's choice for an account on terms: by card, or by bank transfer within its net days, with its credit limit and
 * what it owes; the transfer cannot be chosen for an order beyond what is left of the limit, and says so.
 */
export function PaymentMethodChoice({ terms, total, value, onChange }: PaymentMethodChoiceProps) {
  const headingId = useId();
  const transferId = useId();
  const creditId = useId();
  const { left, exceeded } = creditLeft(terms, total);
  const option = 'flex items-start gap-3 rounded-field border border-base-300 p-3 has-checked:border-primary';
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-base-300 pt-5">
      <h2 id={headingId} className="text-xl font-bold">
        {cartMessages.paymentHeading}
      </h2>
      <fieldset className="space-y-2">
        <legend className="sr-only">{cartMessages.paymentHeading}</legend>
        <label className={`${option} cursor-pointer`}>
          <input type="radio" name="payment-method" className="radio mt-0.5 radio-primary" checked={value === 'card'} onChange={() => onChange('card')} />
          <span className="font-medium">{cartMessages.payByCard}</span>
        </label>
        <label className={`${option} ${exceeded ? 'cursor-not-allowed' : 'cursor-pointer'}`}>
          <input
            type="radio"
            name="payment-method"
            className="radio mt-0.5 radio-primary"
            checked={value === 'transfer'}
            disabled={exceeded}
            aria-labelledby={transferId}
            aria-describedby={creditId}
            onChange={() => onChange('transfer')}
          />
          <span className="min-w-0">
            <span id={transferId} className="block font-medium">
              {cartMessages.payByTransfer(terms.days)}
            </span>
            <span id={creditId} className="block text-sm text-base-content/75">
              {cartMessages.creditSummary(terms.creditLimit, terms.owed)}
              {exceeded && ' '}
              {exceeded && <span className="mt-1 block font-medium text-base-content">{cartMessages.overCreditLimit(left)}</span>}
            </span>
          </span>
        </label>
      </fieldset>
    </section>
  );
}
