import { messages } from '@partsmith/contract/messages';

interface PayButtonProps {
  /** Until the client secret exists, while paying, and after success. */
  disabled: boolean;
  paying?: boolean;
}

/** The card form's submit button: 'Pay', with a spinner while the payment runs. */
export function PayButton({ disabled, paying = false }: PayButtonProps) {
  return (
    <button type="submit" className="btn btn-lg btn-primary mt-6 w-full" disabled={disabled}>
      {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {messages.payments.pay}
    </button>
  );
}
