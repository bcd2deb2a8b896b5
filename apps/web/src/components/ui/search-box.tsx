import { useId, useState } from 'react';

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
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 opacity-60" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
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
