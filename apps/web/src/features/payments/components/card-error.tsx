/**
 * The spec's card error: the provider's message in red under the card form. The theme's error red keeps it above
 * 4.5:1 contrast in both themes. Always in the page, so screen readers announce a message when it appears.
 */
export function CardError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="mt-3 text-sm font-medium text-error empty:mt-0">
      {message ?? ''}
    </p>
  );
}
