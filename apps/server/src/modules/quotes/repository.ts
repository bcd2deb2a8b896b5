import type { QuoteListQuery } from '@partsmith/contract';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database';
import type { Database, QuoteStatus } from '../../db/schema';
import { lockAccountRow, toCount } from '../../lib/sql';
import type { ChangeHook } from '../audit';
import type { QuoteMailer } from '../mail';

export interface NewQuote {
  userId: string;
  email: string;
  productId: string;
  quantity: number;
  wantedBy: string;
  note: string | null;
}

/** What an account holds when it requests a quote, for the limits on requests. */
export interface QuoteHoldings {
  openQuotes: number;
  /** When the account requested its most recent quotes, newest first. */
  recentRequestTimes: Date[];
}

/** The part a quote is requested for, as the request's rules need it; undefined when it does not exist. */
export type QuotedPart = { name: string; minimum: number; deleted: boolean } | undefined;

/** Answers why the request may not be made (an error to throw), or null when it may. */
export type QuoteRefusal = (part: QuotedPart, holdings: QuoteHoldings) => Error | null;

export type QuoteAnswer =
  { status: 'answered'; unitPriceCents: number; availableBy: string; note: string | null; validUntil: Date } | { status: 'declined'; note: string | null };

/** A quote with the part's stock now (null once the part is no longer sold). */
const withStock = (executor: Kysely<Database>) =>
  executor
    .selectFrom('quotes')
    .innerJoin('products', 'products.id', 'quotes.product_id')
    .selectAll('quotes')
    .select(['products.quantity as product_quantity', 'products.deleted_at as product_deleted_at']);

export type QuoteRow = Awaited<ReturnType<ReturnType<typeof withStock>['executeTakeFirstOrThrow']>>;

const quoteIn = (executor: Kysely<Database>, id: string): Promise<QuoteRow | undefined> => withStock(executor).where('quotes.id', '=', id).executeTakeFirst();

export function createQuoteRepository(db: Kysely<Database>, dialect: Dialect, mail: QuoteMailer) {
  async function page(where: { userId?: string; status?: QuoteStatus }, { limit, offset }: { limit: number; offset: number }) {
    let rows = withStock(db);
    let count = db.selectFrom('quotes').select((eb) => eb.fn.countAll<string | number>().as('total'));
    if (where.userId !== undefined) {
      rows = rows.where('quotes.user_id', '=', where.userId);
      count = count.where('user_id', '=', where.userId);
    }
    if (where.status !== undefined) {
      rows = rows.where('quotes.status', '=', where.status);
      count = count.where('status', '=', where.status);
    }
    const [found, counted] = await Promise.all([rows.orderBy('quotes.id', 'desc').limit(limit).offset(offset).execute(), count.executeTakeFirstOrThrow()]);
    return { rows: found, total: toCount(counted.total) };
  }

  return {
    /**
     * Records the request and writes its message, in one transaction, unless `refusal` names a reason not to (then
     * nothing changes and its error is thrown). An account's requests are checked one after the other (its row is locked).
     */
    async request(quote: NewQuote, refusal: QuoteRefusal, recentRequestsToRead: number): Promise<string> {
      return db.transaction().execute(async (trx) => {
        await lockAccountRow(trx, dialect, quote.userId);
        const part = await trx
          .selectFrom('products')
          .select(['name', 'part_number', 'minimum', 'deleted_at'])
          .where('id', '=', quote.productId)
          .executeTakeFirst();
        const open = await trx
          .selectFrom('quotes')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', quote.userId)
          .where('status', '=', 'requested')
          .executeTakeFirstOrThrow();
        const recent = await trx
          .selectFrom('quotes')
          .select('created_at')
          .where('user_id', '=', quote.userId)
          .orderBy('id', 'desc')
          .limit(recentRequestsToRead)
          .execute();
        const refused = refusal(part && { name: part.name, minimum: part.minimum, deleted: part.deleted_at !== null }, {
          openQuotes: toCount(open.n),
          recentRequestTimes: recent.map((row) => new Date(row.created_at)),
        });
        if (refused) throw refused;
        const inserted = await trx
          .insertInto('quotes')
          .values({
            user_id: quote.userId,
            email: quote.email,
            product_id: quote.productId,
            product_name: part!.name,
            part_number: part!.part_number,
            quantity: quote.quantity,
            wanted_by: quote.wantedBy,
            note: quote.note,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const quoteId = String(inserted.id);
        await mail(trx, { quoteId, to: 'requested' });
        return quoteId;
      });
    },

    findById: (id: string) => quoteIn(db, id),

    /** How many quotes wait for an admin's answer (an index of the status). */
    async countRequested(): Promise<number> {
      const row = await db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('status', '=', 'requested')
        .executeTakeFirstOrThrow();
      return toCount(row.n);
    },

    /** A page of one account's quotes, newest first, and how many it has. */
    listByUser: (userId: string, query: { limit: number; offset: number }) => page({ userId }, query),

    /** A page of every account's quotes, newest first, of one status or all. */
    listAll: ({ status, limit, offset }: QuoteListQuery) => page(status === 'all' ? {} : { status }, { limit, offset }),

    /**
     * Answers or declines a requested quote and writes the customer's message, in one transaction. Answers 1, or 0 if
     * it was no longer requested. The statement changes only a requested quote, so the one read before it is the quote
     * it answers.
     */
    async answer(id: string, adminId: string, answer: QuoteAnswer, onChange?: ChangeHook<QuoteRow>): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const before = onChange && (await quoteIn(trx, id));
        const result = await trx
          .updateTable('quotes')
          .set({
            status: answer.status,
            answer_note: answer.note,
            answered_at: now,
            answered_by: adminId,
            updated_at: now,
            ...(answer.status === 'answered' && {
              unit_price_cents: answer.unitPriceCents,
              available_by: answer.availableBy,
              valid_until: answer.validUntil.toISOString(),
            }),
          })
          .where('id', '=', id)
          .where('status', '=', 'requested')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return 0;
        await mail(trx, { quoteId: id, to: answer.status });
        if (onChange && before) await onChange(trx, { before, after: (await quoteIn(trx, id))! });
        return 1;
      });
    },
  };
}

export type QuoteRepository = ReturnType<typeof createQuoteRepository>;
