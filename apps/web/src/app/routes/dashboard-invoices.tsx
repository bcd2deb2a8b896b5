import { InvoicesPage } from '@/features/invoices/pages/invoices-page';

export function Component() {
  return <InvoicesPage />;
}
