import type { Contact } from '@partsmith/contract';
import { orderPageMessages } from '@partsmith/contract/order-page-messages';

/** Where a parcel comes from: the shop's name, address, phone and email, as configured on the server. */
export function ShopAddress({ contact }: { contact: Contact }) {
  return (
    <address className="not-italic">
      <span className="block font-semibold">{contact.companyName}</span>
      <span className="block whitespace-pre-line [overflow-wrap:anywhere]">{contact.address}</span>
      <span className="mt-1 block">
        {orderPageMessages.phone}: <span className="tabular-nums">{contact.phone}</span>
      </span>
      <span className="block break-all">{contact.email}</span>
    </address>
  );
}
