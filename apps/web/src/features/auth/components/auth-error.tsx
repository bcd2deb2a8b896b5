/**
 * The spec's sign-in error: the provider's message in small yellow text under the form. A dark yellow on the light
 * theme and the theme's warning yellow on the dark one keep it above 4.5:1 contrast.
 */
export function AuthError({ message }: { message: string | null }) {
  return (
    <p role="alert" className="mt-3 min-h-5 text-sm font-medium text-yellow-700 empty:mt-0 empty:min-h-0 dark:text-warning">
      {message ?? ''}
    </p>
  );
}
