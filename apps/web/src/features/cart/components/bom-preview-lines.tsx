import { type BomLine, cartMessages } from '@partsmith/contract';
import { useId } from 'react';
import { formatPrice } from '@/lib/format';
import { BackorderNote } from './backorder-note';

interface BomPreviewLinesProps {
  lines: BomLine[];
  /** Writes the suggested part number in place of the one on the line, and checks again. */
  onUseSuggestion: (line: BomLine, partNumber: string) => void;
  /** Writes the nearest quantity that works in place of the line's, and checks again. */
  onUseQuantity: (line: BomLine, quantity: number) => void;
  onRemoveLine: (line: BomLine) => void;
  /** A check is running: the fixes wait for it. */
  busy: boolean;
}

/** A ready line's total: its price per piece (dollars, at its break) times its pieces as written, counted in cents. */
const lineTotal = (unitPrice: number, quantity: string) => (Math.round(unitPrice * 100) * Number(quantity)) / 100;

/** Each line of a quick add as the server matched it: ready, or its problem with the fix it offers. */
export function BomPreviewLines({ lines, ...actions }: BomPreviewLinesProps) {
  return (
    <ul className="divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
      {lines.map((line) => (
        <li key={line.row}>
          <BomPreviewLine line={line} {...actions} />
        </li>
      ))}
    </ul>
  );
}

function BomPreviewLine({ line, onUseSuggestion, onUseQuantity, onRemoveLine, busy }: { line: BomLine } & Omit<BomPreviewLinesProps, 'lines'>) {
  const labelId = useId();
  const ok = line.status === 'ok';
  const { suggestion, nearestQuantity, part } = line;
  return (
    <article aria-labelledby={labelId} className="grid gap-2 p-4 sm:grid-cols-[9rem_minmax(0,1fr)_auto] sm:items-start sm:gap-4">
      <p id={labelId} className="text-sm">
        <span className="font-semibold">
          {cartMessages.row} {line.row}
        </span>
        <span className="ms-2 font-mono text-xs wrap-anywhere text-base-content/75 sm:ms-0 sm:block">
          <span className="sr-only">{cartMessages.asWritten}: </span>
          {[line.partNumber, line.quantity].filter(Boolean).join(', ')}
        </span>
      </p>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className={`badge badge-sm ${ok ? 'badge-success' : 'badge-warning'}`}>
            <span className="sr-only">{cartMessages.status}: </span>
            {cartMessages.bomStatusLabels[line.status]}
          </span>
          {part && (
            <span className="text-sm">
              <span className="sr-only">{cartMessages.part}: </span>
              <span className="font-medium">{part.name}</span>{' '}
              <span className="font-mono text-xs whitespace-nowrap text-base-content/75">{part.partNumber}</span>
            </span>
          )}
        </p>
        {part && (
          <p className="text-sm text-base-content/75">
            {cartMessages.pricePerPiece} {formatPrice(part.unitPrice)}
            {ok && (
              <>
                {' · '}
                {cartMessages.lineTotal} <span className="font-medium text-base-content">{formatPrice(lineTotal(part.unitPrice, line.quantity))}</span>
              </>
            )}
          </p>
        )}
        {ok && part && <BackorderNote line={{ backordered: Number(line.quantity) - part.available, leadTimeDays: part.leadTimeDays }} />}
        {line.problem && <p className="text-sm text-base-content/85">{line.problem}</p>}
        {suggestion && (
          <p className="text-sm">
            {cartMessages.didYouMean(suggestion.partNumber)} <span className="text-base-content/75">({suggestion.name})</span>
          </p>
        )}
      </div>
      {!ok && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {suggestion && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy}
              aria-describedby={labelId}
              onClick={() => onUseSuggestion(line, suggestion.partNumber)}
            >
              {cartMessages.useSuggestion(suggestion.partNumber)}
            </button>
          )}
          {nearestQuantity !== null && (
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy}
              aria-describedby={labelId}
              onClick={() => onUseQuantity(line, nearestQuantity)}
            >
              {cartMessages.useQuantity(nearestQuantity)}
            </button>
          )}
          <button type="button" className="btn btn-ghost btn-sm" disabled={busy} aria-describedby={labelId} onClick={() => onRemoveLine(line)}>
            {cartMessages.removeLine}
          </button>
        </div>
      )}
    </article>
  );
}
