/** Holds the page's place while a route's code loads on the first visit. */
export function PageLoader() {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** A spinner in place of one part of a page (a form, a table) while its data loads. */
export function InlineLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex justify-center py-10" role="status">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
