import { ManageOrdersPage } from '@/features/orders/pages/manage-orders-page';

export function Component() {
  return <ManageOrdersPage />;
}
