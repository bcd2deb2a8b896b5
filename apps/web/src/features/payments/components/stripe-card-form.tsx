import { messages } from '@partsmith/contract/messages';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeCardElementOptions } from '@stripe/stripe-js';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type Theme, useTheme } from '@/components/theme/theme';
import { PendingButton } from '@/components/ui/pending-button';
import { getErrorMessage } from '@/lib/api-client';

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The order's email: Stripe's billing name, as the spec says. */
  email: string;
  /** The order was just paid: the form stays, emptied and disabled. */
  paid: boolean;
  /** Records the succeeded payment with the shop; a failure is shown under the form. */
  onConfirmed: (transactionId: string) => Promise<void>;
}

const stripeByKey = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, downloaded once: Elements must get the same promise on every render. It resolves
 * null when Stripe.js cannot be downloaded, so the form can say so; the next visit tries again.
 */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => {
      stripeByKey.delete(publishableKey);
      return null;
    });
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe draws the card fields in its own frame, which cannot see the page's CSS: the theme's colours go in here. */
function cardElementOptions(theme: Theme, disabled: boolean): StripeCardElementOptions {
  const dark = theme === 'dark';
  return {
    disabled,
    style: {
      base: {
        color: dark ? '#e6edf3' : '#18212b',
        iconColor: dark ? '#2dd4bf' : '#0f766e',
        fontFamily: 'ui-sans-serif, system-ui, sans-serif',
        fontSize: '16px',
        '::placeholder': { color: dark ? '#8b98a8' : '#6b7280' },
      },
      invalid: { color: dark ? '#f87171' : '#b91c1c', iconColor: dark ? '#f87171' : '#b91c1c' },
    },
  };
}

/** The card form when the shop takes payments through Stripe: Stripe Elements' card field, confirmed with Stripe.js. */
export function StripeCardForm(props: StripeCardFormProps) {
  const stripe = stripeFor(props.publishableKey);
  return (
    <Elements stripe={stripe}>
      <StripeCheckout {...props} stripePromise={stripe} />
    </Elements>
  );
}

function StripeCheckout({ clientSecret, email, paid, onConfirmed, stripePromise }: StripeCardFormProps & { stripePromise: Promise<Stripe | null> }) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useTheme();
  const labelId = useId();
  const [cardError, setCardError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let current = true;
    void stripePromise.then((loaded) => {
      if (current && !loaded) setCardError('The card form could not be loaded. Check your connection, then reload the page.');
    });
    return () => {
      current = false;
    };
  }, [stripePromise]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || paying || paid) return;
    setPaying(true);
    setCardError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: { name: email } } });
      // A second confirmation of an intent that already succeeded (the shop did not hear of it) is an error that
      // carries the succeeded intent: record that one.
      const intent = result.paymentIntent ?? (result.error.payment_intent?.status === 'succeeded' ? result.error.payment_intent : undefined);
      if (!intent) {
        setCardError(result.error?.message ?? 'Your card could not be charged. Please try again.');
        return;
      }
      if (intent.status !== 'succeeded') {
        setCardError('Your payment is not complete yet. Please try again.');
        return;
      }
      await onConfirmed(intent.id);
      card.clear();
    } catch (error) {
      setCardError(getErrorMessage(error));
    } finally {
      setPaying(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Card details">
      <p id={labelId} className="mb-1.5 text-sm font-medium">
        Card
      </p>
      <div role="group" aria-labelledby={labelId}>
        <CardElement
          className="rounded-field border border-base-300 bg-base-100 px-3 py-3.5 [&.StripeElement--focus]:outline-2 [&.StripeElement--focus]:outline-offset-2 [&.StripeElement--focus]:outline-primary [&.StripeElement--invalid]:border-error"
          options={cardElementOptions(theme, paid || paying)}
        />
      </div>
      {/* PayButton and CardError are not imported from the payment page: a module this chunk shared with the
          payment page's chunk would make that chunk export it, which puts a bundler helper on every page, the home
          page included. PendingButton comes from the shared UI the entry chunk already holds. */}
      <PendingButton type="submit" className="btn btn-lg btn-primary mt-6 w-full" pending={paying} disabled={!stripe || !elements || paid || paying}>
        {messages.payments.pay}
      </PendingButton>
      <p role="alert" className="mt-3 text-sm font-medium text-error empty:mt-0">
        {cardError ?? ''}
      </p>
    </form>
  );
}
