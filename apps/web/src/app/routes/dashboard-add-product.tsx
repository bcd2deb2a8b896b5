import { useSession } from '@/features/auth/api/get-session';
import { AddProductPage } from '@/features/catalog/pages/add-product-page';

export function Component() {
  // Keyed by the account like the other forms: an admin who signs in after another starts from an empty form.
  return <AddProductPage key={useSession().data?.user.email} />;
}
