import { catalogueMessages } from '@partsmith/contract/catalogue-messages';
import { webMessages } from '@partsmith/contract/web-messages';

/** A filter's or a category's count as a badge, read out as "(2 parts)" after its name. */
export function FacetCount({ count, atLeast = false }: { count: number; atLeast?: boolean }) {
  return (
    <>
      {' '}
      <span className="sr-only">({webMessages.partCount(count, { atLeast })})</span>
      <span aria-hidden="true" className="badge badge-ghost badge-sm tabular-nums">
        {catalogueMessages.optionCount(count, { atLeast })}
      </span>
    </>
  );
}
