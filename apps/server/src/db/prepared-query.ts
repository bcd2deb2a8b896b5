import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import { immediateReaderOf } from './database';
import type { Database } from './schema';

/**
 * A query that Kysely builds and compiles once, then runs with new values: for the reads of every signed-in request,
 * where building a query cost Kysely several times what the database takes to run it (decision 0020). `build` gets a
 * stand-in for each of its arguments and must hand each one to Kysely as a value (`where('id', '=', id)`, `limit(n)`),
 * not compute with it; values it writes into the query itself (a list of statuses) stay as they were on the first call.
 * On the embedded database it runs at once when no transaction is open (`immediateReaderOf`).
 */
export function preparedQuery<Values extends unknown[], Row>(db: Kysely<Database>, build: (...values: Values) => Compilable<Row>) {
  const readNow = immediateReaderOf(db);
  let compiled: { sql: string; parameters: readonly unknown[]; slots: number[] } | undefined;

  function compile() {
    const standIns = Array.from({ length: build.length }, (_, index) => `\u0000prepared value ${index}\u0000`);
    const query = build(...(standIns as Values)).compile();
    const slots = query.parameters.map((parameter) => standIns.indexOf(parameter as string));
    standIns.forEach((standIn, index) => {
      if (!slots.includes(index) || query.sql.includes(standIn)) throw new Error(`argument ${index} of a prepared query is not passed as a query parameter`);
    });
    return { sql: query.sql, parameters: query.parameters, slots };
  }

  return async (...values: Values): Promise<Row[]> => {
    compiled ??= compile();
    const { sql, parameters, slots } = compiled;
    const bound = slots.map((slot, index) => (slot === -1 ? parameters[index] : values[slot]));
    const rows = readNow?.(sql, bound);
    if (rows) return rows as Row[];
    return (await db.executeQuery(CompiledQuery.raw(sql, bound))).rows as Row[];
  };
}
