import { useSession } from '@/features/auth/api/get-session';
import { AddReviewPage } from '@/features/reviews/pages/add-review-page';

export function Component() {
  const user = useSession().data?.user;
  // Keyed by the account like the other forms; the reviewer's name starts as the account's and can be changed.
  return <AddReviewPage key={user?.email} defaultName={user?.name} />;
}
