import { QUOTE_STATUS_LABELS, type Quote, type QuoteStatus } from '@partsmith/contract';
import { formatDate, formatDateTime, formatPrice } from '@/lib/format';

const BADGE_COLOURS: Record<QuoteStatus, string> = {
  requested: 'badge-warning',
  answered: 'badge-info',
  declined: 'badge-neutral',
  accepted: 'badge-success',
};

/** A quote's status in words; the colour only repeats what the word says. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return <span className={`badge font-semibold whitespace-nowrap ${BADGE_COLOURS[status]}`}>{QUOTE_STATUS_LABELS[status]}</span>;
}

/** An answered quote's offer ran out before it was accepted. */
export function isQuoteExpired(quote: Quote, now: number = Date.now()): boolean {
  return quote.status === 'answered' && quote.validUntil !== null && new Date(quote.validUntil).getTime() < now;
}

/** The status and the shop's answer: price per piece and total, when the parts are available, until when it holds, and its note. */
export function QuoteStatusDetails({ quote }: { quote: Quote }) {
  const expired = isQuoteExpired(quote);
  return (
    <div className="space-y-1 text-xs text-base-content/75">
      <QuoteStatusBadge status={quote.status} />
      {quote.unitPrice !== null && quote.price !== null && (
        <p>
          <span className="font-semibold text-base-content">{formatPrice(quote.unitPrice)}</span> per piece, total{' '}
          <span className="font-semibold text-base-content">{formatPrice(quote.price)}</span>
        </p>
      )}
      {quote.availableBy && <p>Available by {formatDate(quote.availableBy)}</p>}
      {quote.status === 'answered' && quote.validUntil && (
        <p className={expired ? 'font-semibold text-error' : undefined}>
          {expired ? 'Expired' : 'Valid until'} {formatDateTime(quote.validUntil)}
        </p>
      )}
      {quote.answerNote && <p className="[overflow-wrap:anywhere] whitespace-pre-line">“{quote.answerNote}”</p>}
    </div>
  );
}

/** "Quote #12, Nov 24, 2026, 9:30 AM": under the part's name in the lists. */
export function QuoteReference({ quote }: { quote: Quote }) {
  return (
    <span className="block text-xs font-normal text-base-content/70">
      Quote #{quote._id}, {formatDateTime(quote.createdAt)}
    </span>
  );
}
