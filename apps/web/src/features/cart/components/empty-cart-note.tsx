import { cartMessages } from '@partsmith/contract';
import { Link } from 'react-router';
import { EmptyNote } from '@/components/ui/query-content';

/** In place of the cart's lines when it has none: where to find parts. */
export function EmptyCartNote() {
  return (
    <EmptyNote>
      {cartMessages.emptyCart}{' '}
      <Link to="/product" className="link font-medium link-primary">
        {cartMessages.browseParts}
      </Link>
    </EmptyNote>
  );
}
