import { messages } from '@partsmith/contract/messages';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * The spec's success message with the transaction id. It takes the focus when it appears, so keyboard and screen
 * reader users land on it rather than on the disabled Pay button.
 */
export function PaymentDone({ transactionId }: { transactionId: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mb-6 flex gap-3 rounded-box border border-success/50 bg-success/10 p-4 focus:outline-none">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-6 shrink-0 text-success"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m8 12.5 3 3 5-6M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Z" />
      </svg>
      <div className="min-w-0 space-y-1">
        <p className="font-semibold">{messages.payments.done}</p>
        <p className="text-sm text-base-content/80">
          {messages.payments.transactionIdIs} <span className="font-mono break-all text-base-content">{transactionId}</span>
        </p>
        <Link to="/dashboard" className="link inline-block pt-1 text-sm font-medium link-primary">
          Back to My Orders
        </Link>
      </div>
    </div>
  );
}
