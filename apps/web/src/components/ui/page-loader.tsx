/** Holds the page's place while a route's code loads on the first visit. */
export function PageLoader() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
