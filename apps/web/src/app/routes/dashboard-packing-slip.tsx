import { orderPageMessages } from '@partsmith/contract/order-page-messages';
import { useParams } from 'react-router';
import { WithSiteContent } from '@/features/content/components/with-site-content';
import { ShopAddress } from '@/features/orders/components/shop-address';
import { PackingSlipPage } from '@/features/orders/pages/packing-slip-page';

/** /dashboard/manage-orders/{id}/packing-slip, behind RequireAdmin: an order's packing slip, from the shop's address as the contact page gives it. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <PackingSlipPage
      key={id}
      orderId={id}
      from={<WithSiteContent errorTitle={orderPageMessages.shopDetailsFailed}>{({ contact }) => <ShopAddress contact={contact} />}</WithSiteContent>}
    />
  );
}
