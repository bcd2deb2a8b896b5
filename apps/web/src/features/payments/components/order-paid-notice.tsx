import { messages } from '@partsmith/contract/messages';
import { Link } from 'react-router';

/** An order that was already paid before this visit: its transaction id, and no card form. */
export function OrderPaidNotice({ transactionId }: { transactionId: string | null }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-bold">This order is paid</h2>
      {transactionId && (
        <p className="text-base-content/80">
          {messages.payments.transactionIdIs} <span className="font-mono break-all text-base-content">{transactionId}</span>
        </p>
      )}
      <Link to="/dashboard" className="btn mt-2 btn-primary">
        Back to My Orders
      </Link>
    </div>
  );
}
