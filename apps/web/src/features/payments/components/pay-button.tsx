import { messages } from '@partsmith/contract/messages';
import { PendingButton } from '@/components/ui/pending-button';

interface PayButtonProps {
  /** Until the client secret exists, while paying, and after success. */
  disabled: boolean;
  paying?: boolean;
}

/** The card form's submit button: 'Pay', with a spinner while the payment runs. */
export function PayButton({ disabled, paying = false }: PayButtonProps) {
  return (
    <PendingButton type="submit" className="btn btn-lg btn-primary mt-6 w-full" pending={paying} disabled={disabled}>
      {messages.payments.pay}
    </PendingButton>
  );
}
