import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { type CatalogueLayout, setCatalogueLayout } from '../lib/catalogue-layout';

const LAYOUTS: { layout: CatalogueLayout; label: string }[] = [
  { layout: 'list', label: catalogueMessages.layoutList },
  { layout: 'cards', label: catalogueMessages.layoutCards },
];

/** On a phone: the compact list or the cards, remembered in this browser. Larger screens always have the cards. */
export function CatalogueLayoutToggle({ layout }: { layout: CatalogueLayout }) {
  return (
    <div role="group" aria-label={catalogueMessages.layoutLabel} className="join sm:hidden">
      {LAYOUTS.map((option) => (
        // No transitions: the prerendered page shows the cards, and on a phone the list takes over as it hydrates; the
        // buttons' colours fading then started an event per property for React's root listener (12 on /product).
        <button
          key={option.layout}
          type="button"
          aria-pressed={layout === option.layout}
          className={`btn join-item btn-sm transition-none ${layout === option.layout ? 'btn-active btn-neutral' : 'btn-ghost'}`}
          onClick={() => setCatalogueLayout(option.layout)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
