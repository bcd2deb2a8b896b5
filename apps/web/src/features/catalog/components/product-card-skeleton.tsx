/** Same box sizes as ProductCard, so the grid does not jump when the parts arrive. */
export function ProductCardSkeleton() {
  return (
    <div className="card render-when-visible-140 h-full border border-base-300 bg-base-100 shadow-sm" aria-hidden="true">
      <div className="p-3 pb-0">
        <div className="skeleton aspect-[4/3] w-full rounded-[calc(var(--radius-box)-0.5rem)]" />
      </div>
      <div className="card-body gap-3 p-5">
        <div className="skeleton h-7 w-2/3" />
        <div className="skeleton -mt-2 h-4 w-1/3" />
        <div className="space-y-1.5">
          <div className="skeleton h-3.5 w-full" />
          <div className="skeleton h-3.5 w-full" />
          <div className="skeleton h-3.5 w-4/5" />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <div className="skeleton h-13 rounded-field" />
          <div className="skeleton h-13 rounded-field" />
        </div>
        <div className="skeleton mt-auto h-8 w-1/2" />
        <div className="skeleton h-10 w-full rounded-field" />
      </div>
    </div>
  );
}
