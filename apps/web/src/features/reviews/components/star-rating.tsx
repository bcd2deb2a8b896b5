const MAX_STARS = 5;

/** Read-only star rating; screen readers hear "Rated 4 out of 5". */
export function StarRating({ value, className = '' }: { value: number; className?: string }) {
  const stars = Math.min(MAX_STARS, Math.max(0, Math.round(value)));
  return (
    <div className={`rating rating-sm ${className}`} role="img" aria-label={`Rated ${stars} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <div
          key={index}
          aria-hidden="true"
          // daisyUI fills every star up to the one marked current.
          aria-current={index + 1 === stars ? 'true' : undefined}
          className="mask mask-star-2 bg-amber-600 dark:bg-amber-400"
        />
      ))}
    </div>
  );
}
