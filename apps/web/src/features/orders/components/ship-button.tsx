import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { useId } from 'react';

interface ShipButtonProps {
  order: Order;
  /** The ids of the cells that name the order's row. */
  describedBy: string;
  onShip: (order: Order) => void;
}

/**
 * Manage Orders' 'Mark shipped' of a paid order, or an unpaid one on terms; while a line still waits for stock the order
 * cannot ship whole (the server answers 409), so the button is disabled and says why.
 */
export function ShipButton({ order, describedBy, onShip }: ShipButtonProps) {
  const whyId = useId();
  const waiting = order.lines.some((line) => line.backordered > 0);
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-primary whitespace-nowrap"
        aria-describedby={waiting ? `${describedBy} ${whyId}` : describedBy}
        disabled={waiting}
        onClick={() => onShip(order)}
      >
        Mark shipped
      </button>
      {waiting && (
        <p id={whyId} className="max-w-40 text-xs text-base-content/80">
          {orderPageMessages.waitingForStock}
        </p>
      )}
    </>
  );
}
