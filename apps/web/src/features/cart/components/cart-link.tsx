import { webMessages } from '@partsmith/contract/web-messages';
import { Link } from 'react-router';

/** The navbar's link to the cart, with a badge counting its lines (on a phone an icon with the badge on its corner). */
export function CartLink({ lineCount }: { lineCount: number }) {
  return (
    <Link
      to="/cart"
      aria-label={lineCount > 0 ? webMessages.cartWithLines(lineCount) : webMessages.cart}
      className="btn relative btn-square btn-ghost btn-sm sm:btn-md sm:w-auto sm:gap-1.5 sm:px-3"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
        <path d="M5 8h14l-1.5 12h-11L5 8Zm4 0a3 3 0 0 1 6 0" />
      </svg>
      <span className="hidden sm:inline">{webMessages.cart}</span>
      {lineCount > 0 && (
        <span aria-hidden="true" className="badge absolute -top-1.5 -right-2 badge-sm badge-primary tabular-nums sm:static">
          {lineCount}
        </span>
      )}
    </Link>
  );
}
