import {
  type AuditFields,
  MAX_OPEN_QUOTES,
  QUOTES_PER_HOUR,
  QUOTE_VALID_DAYS,
  type Quote,
  type QuoteListQuery,
  messages,
  type quoteAcceptSchema,
  type quoteAnswerSchema,
  type quoteRequestSchema,
} from '@partsmith/contract';
import type { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError, UnprocessableError } from '../../lib/errors';
import { centsToDollars, dollarsToCents } from '../../lib/money';
import type { SessionUser } from '../../plugins/guards';
import { auditedAs } from '../audit';
import { MAX_ORDER_TOTAL_CENTS, type OrderService } from '../orders';
import type { QuoteHoldings, QuoteRefusal, QuoteRepository, QuoteRow } from './repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const isoOrNull = (timestamp: Date | string | null) => (timestamp === null ? null : new Date(timestamp).toISOString());

export function toQuote(row: QuoteRow): Quote {
  const unitPriceCents = row.unit_price_cents;
  return {
    _id: String(row.id),
    email: row.email,
    productId: String(row.product_id),
    productName: row.product_name,
    partNumber: row.part_number,
    productStock: row.product_deleted_at === null ? row.product_quantity : null,
    quantity: row.quantity,
    wantedBy: row.wanted_by,
    note: row.note,
    status: row.status,
    unitPrice: unitPriceCents === null ? null : centsToDollars(unitPriceCents),
    price: unitPriceCents === null ? null : centsToDollars(unitPriceCents * row.quantity),
    availableBy: row.available_by,
    answerNote: row.answer_note,
    answeredAt: isoOrNull(row.answered_at),
    validUntil: isoOrNull(row.valid_until),
    orderId: row.order_id === null ? null : String(row.order_id),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A quote as the audit log keeps it: what an admin's answer sets (prices in dollars). */
function quoteAuditFields(row: QuoteRow): AuditFields {
  const { status, unitPrice, price, availableBy, validUntil, answerNote } = toQuote(row);
  return { status, unitPrice, price, availableBy, validUntil, answerNote };
}

/** Records an admin's answer to a quote, or its refusal; an admin knows a quote by its number and its customer's email. */
const auditAnswer = auditedAs<QuoteRow>({ id: (quote) => String(quote.id), label: (quote) => `Quote ${quote.id} (${quote.email})`, fields: quoteAuditFields });

/** The first limit a new request would break, as the error to answer, or null (as the order limits, decision 0015). */
export function quoteLimits(holdings: QuoteHoldings, now: number = Date.now()): Error | null {
  const oldestInWindow = holdings.recentRequestTimes[QUOTES_PER_HOUR - 1];
  if (oldestInWindow && now - oldestInWindow.getTime() < HOUR_MS) {
    const waitSeconds = (oldestInWindow.getTime() + HOUR_MS - now) / 1000;
    return new TooManyRequestsError(messages.quotes.requestedTooOften(waitSeconds), waitSeconds);
  }
  if (holdings.openQuotes >= MAX_OPEN_QUOTES) return new ConflictError(messages.quotes.tooManyOpen(MAX_OPEN_QUOTES));
  return null;
}

interface QuoteServiceDependencies {
  /** Places the order of an accepted quote, as any order is placed. */
  orders: Pick<OrderService, 'place'>;
}

export function createQuoteService(repository: QuoteRepository, { orders }: QuoteServiceDependencies) {
  async function findOrFail(id: string) {
    const quote = await repository.findById(id);
    if (!quote) throw new NotFoundError(messages.quotes.notFound);
    return quote;
  }

  /** The caller's own quote (or, for an admin reading it, anyone's). Another account's is answered as a missing one. */
  async function findVisibleOrFail(caller: SessionUser, id: string, { adminMay }: { adminMay: boolean }) {
    const quote = await findOrFail(id);
    if (quote.user_id !== caller.id && !(adminMay && caller.role === 'admin')) throw new NotFoundError(messages.quotes.notFound);
    return quote;
  }

  return {
    /** A customer asks for a quote: the part's minimum or more pieces, also beyond its stock. Admins answer quotes, they do not request them. */
    async request(caller: SessionUser, input: z.output<typeof quoteRequestSchema>): Promise<string> {
      if (caller.role === 'admin') throw new ForbiddenError(messages.quotes.adminCannotRequest);
      const refusal: QuoteRefusal = (part, holdings) => {
        if (!part || part.deleted) return new NotFoundError(messages.orders.productUnavailable);
        if (input.quantity < part.minimum) return new UnprocessableError(messages.quotes.belowMinimum(part.minimum, part.name));
        return quoteLimits(holdings);
      };
      return repository.request({ userId: caller.id, email: caller.email, ...input }, refusal, QUOTES_PER_HOUR);
    },

    async listMine(caller: SessionUser, query: { limit: number; offset: number }) {
      const { rows, total } = await repository.listByUser(caller.id, query);
      return { quotes: rows.map(toQuote), total };
    },

    async listAll(query: QuoteListQuery) {
      const { rows, total } = await repository.listAll(query);
      return { quotes: rows.map(toQuote), total };
    },

    get: async (caller: SessionUser, id: string) => toQuote(await findVisibleOrFail(caller, id, { adminMay: true })),

    /** The admin overview's figure: quotes waiting for an answer. */
    awaitingAnswer: () => repository.countRequested(),

    /** An admin answers a requested quote with a price per piece and a date (it holds QUOTE_VALID_DAYS), or declines it. */
    async answer(admin: SessionUser, id: string, input: z.output<typeof quoteAnswerSchema>): Promise<Quote> {
      const quote = await findOrFail(id);
      if (quote.status !== 'requested') throw new ConflictError(messages.quotes.notAnswerable);
      let changed: number;
      if (input.status === 'answered') {
        const unitPriceCents = dollarsToCents(input.unitPrice);
        if (unitPriceCents * quote.quantity > MAX_ORDER_TOTAL_CENTS) throw new UnprocessableError(messages.quotes.totalTooLarge);
        const validUntil = new Date(Date.now() + QUOTE_VALID_DAYS * DAY_MS);
        changed = await repository.answer(
          id,
          admin.id,
          { status: 'answered', unitPriceCents, availableBy: input.availableBy, note: input.note, validUntil },
          auditAnswer(admin, 'quote.answered'),
        );
      } else {
        changed = await repository.answer(id, admin.id, { status: 'declined', note: input.note }, auditAnswer(admin, 'quote.declined'));
      }
      // Another admin answered it first.
      if (changed === 0) throw new ConflictError(messages.quotes.notAnswerable);
      return toQuote(await findOrFail(id));
    },

    /**
     * The customer accepts an answered quote: its order is placed at the quoted price (stock, minimum and the order
     * limits apply as to any order). Accepted again, it answers the same order.
     */
    async accept(caller: SessionUser, id: string, delivery: z.output<typeof quoteAcceptSchema>): Promise<{ orderId: string; repeated: boolean }> {
      const quote = await findVisibleOrFail(caller, id, { adminMay: false });
      if (quote.status === 'accepted' && quote.order_id !== null) return { orderId: String(quote.order_id), repeated: true };
      if (quote.status !== 'answered' || quote.unit_price_cents === null) throw new ConflictError(messages.quotes.notAcceptable);
      if (quote.valid_until === null || new Date(quote.valid_until).getTime() < Date.now()) throw new ConflictError(messages.quotes.expired);
      return orders.place(caller, { productId: String(quote.product_id), quantity: quote.quantity, ...delivery }, null, {
        id: String(quote.id),
        unitPriceCents: quote.unit_price_cents,
        // Pieces beyond stock wait for a restock, promised by the quote's day.
        availableBy: quote.available_by,
      });
    },
  };
}

export type QuoteService = ReturnType<typeof createQuoteService>;
