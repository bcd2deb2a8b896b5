import type { Order } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';

/** Where an order goes: the address as the customer wrote it (line breaks kept) and the phone to call on delivery. */
export function ShipTo({ order }: { order: Pick<Order, 'address' | 'phone'> }) {
  return (
    <address className="not-italic">
      <span className="block whitespace-pre-line [overflow-wrap:anywhere]">{order.address}</span>
      <span className="mt-1 block">
        {orderPageMessages.phone}: <span className="tabular-nums">{order.phone}</span>
      </span>
    </address>
  );
}
