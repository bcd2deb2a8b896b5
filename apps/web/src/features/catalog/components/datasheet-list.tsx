import type { Datasheet } from '@partsmith/contract';
import { messages } from '@partsmith/contract/messages';
import { useId } from 'react';

/** A datasheet's download: its title, and that it is a PDF of this size. */
export function DatasheetLink({ datasheet }: { datasheet: Datasheet }) {
  return (
    <a href={datasheet.url} download={datasheet.fileName} className="link link-hover inline-flex items-baseline gap-2">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4 shrink-0 self-center"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
        <path d="M14 3v5h5M12 12v6m-3-3 3 3 3-3" />
      </svg>
      <span className="font-medium">{datasheet.title}</span>{' '}
      <span className="text-sm text-base-content/75">(PDF, {messages.datasheets.size(datasheet.bytes)})</span>
    </a>
  );
}

/** The part page's datasheets, as downloads; nothing when the part has none. */
export function DatasheetList({ datasheets }: { datasheets: Datasheet[] }) {
  const headingId = useId();
  if (datasheets.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-bold tracking-tight">
        {messages.datasheets.heading}
      </h2>
      <ul className="space-y-2">
        {datasheets.map((datasheet) => (
          <li key={datasheet.id}>
            <DatasheetLink datasheet={datasheet} />
          </li>
        ))}
      </ul>
    </section>
  );
}
