import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { type ReactNode, useId, useState } from 'react';

/**
 * The filters beside the list on a wide screen; on a phone or tablet, folded under a "Filters (3)" button so the parts
 * come first.
 */
export function CatalogueFiltersDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 hidden text-lg font-semibold lg:block">
        {catalogueMessages.filtersHeading}
      </h2>
      <button type="button" className="btn w-full btn-outline lg:hidden" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 6h16M7 12h10m-7 6h4" />
        </svg>
        {catalogueMessages.filtersButton(activeCount)}
      </button>
      <div id={panelId} className={open ? 'mt-4 rounded-box border border-base-300 p-4 lg:mt-0 lg:border-0 lg:p-0' : 'hidden lg:block'}>
        {children}
      </div>
    </aside>
  );
}
