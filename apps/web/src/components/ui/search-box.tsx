import { useId, useState } from 'react';
import { SearchIcon } from './search-icon';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  maxLength: number;
  /** Called with the trimmed text on Enter or Search, and at once when the field is emptied. */
  onSearch: (query: string) => void;
}

/** A list's search form: a labelled search field with a Search button. */
export function SearchBox({ label, placeholder, value, maxLength, onSearch }: SearchBoxProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(value);
  const [syncedValue, setSyncedValue] = useState(value);

  // The URL changed from outside (Back, a link): show its search.
  if (value !== syncedValue) {
    setSyncedValue(value);
    setDraft(value);
  }

  return (
    <form
      role="search"
      className="w-full"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium">
        {label}
      </label>
      <div className="join w-full">
        <div className="input join-item w-full">
          <SearchIcon />
          <input
            id={inputId}
            name="q"
            type="search"
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              if (!event.target.value && value) onSearch('');
            }}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete="off"
            enterKeyHint="search"
            className="min-w-0 grow"
          />
        </div>
        <button type="submit" className="btn join-item btn-primary">
          Search
        </button>
      </div>
    </form>
  );
}
