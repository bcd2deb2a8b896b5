import { MAX_SEARCH_LENGTH } from '@partsmith/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { useEnteredBeforeHydration } from '@/lib/use-entered-before-hydration';
import { SearchIcon } from '@/components/ui/search-icon';

export const SEARCH_DEBOUNCE_MS = 300;

interface ProductSearchProps {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once on Enter. */
  onSearch: (query: string) => void;
}

export function ProductSearch({ value, onSearch }: ProductSearchProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEnteredBeforeHydration(input, draft, setDraft);

  // The URL changed from outside (Back, a link): show its search, unless it is what is being typed.
  if (value !== syncedValue) {
    setSyncedValue(value);
    if (draft.trim() !== value) setDraft(value);
  }

  useEffect(() => {
    const query = draft.trim();
    if (query === value) return;
    // A link followed while typing pauses (Book Now) wins: the search must not pull the customer back.
    const pathname = window.location.pathname;
    const timer = window.setTimeout(() => {
      if (window.location.pathname === pathname) onSearch(query);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    // Before the app's code arrives (a prerendered page, docs/decisions/0010) Enter sends the form itself: to the
    // address the catalogue reads its search from (parseCatalogSearch), which the server answers with the app.
    <form
      role="search"
      action="/product"
      className="w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const query = draft.trim();
        if (query !== value) onSearch(query);
      }}
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        Search parts
      </label>
      <div className="input w-full">
        <SearchIcon />
        <input
          ref={input}
          id={inputId}
          name="q"
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Name, part number or description, e.g. cooler"
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          className="grow"
        />
      </div>
    </form>
  );
}
