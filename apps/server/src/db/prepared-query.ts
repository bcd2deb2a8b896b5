import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { immediateReaderOf } from './database';
import type { Database } from './schema';

/**
 * A statement that Kysely builds and compiles once, then runs with new values: for the statements of every signed-in
 * request and of every order, where building a query cost Kysely several times what the database takes to run it
 * (decision 0020). `build` gets a stand-in for each of its arguments and must hand each one to Kysely as a value
 * (`where('id', '=', id)`, `limit(n)`, `values({ quantity })`), not compute with it; values it writes into the query itself
 * (a list of statuses) stay as they were on the first call. It runs on the executor it is given: the database, or a
 * transaction.
 */
export function preparedStatement<Values extends unknown[], Row>(build: (...values: Values) => Compilable<Row>) {
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

  /** The statement's SQL and its parameters for these values. */
  function bind(values: Values) {
    compiled ??= compile();
    const { sql, parameters, slots } = compiled;
    return { sql, parameters: slots.map((slot, index) => (slot === -1 ? parameters[index] : values[slot])) };
  }

  const run = async (executor: Kysely<Database>, ...values: Values): Promise<QueryResult<Row>> => {
    const { sql, parameters } = bind(values);
    return executor.executeQuery(CompiledQuery.raw(sql, parameters)) as Promise<QueryResult<Row>>;
  };
  return Object.assign(run, { bind });
}

/**
 * A read built once (`preparedStatement`), run on the database. On the embedded database it runs at once when no
 * transaction is open (`immediateReaderOf`).
 */
export function preparedQuery<Values extends unknown[], Row>(db: Kysely<Database>, build: (...values: Values) => Compilable<Row>) {
  const readNow = immediateReaderOf(db);
  const statement = preparedStatement(build);
  return async (...values: Values): Promise<Row[]> => {
    const { sql, parameters } = statement.bind(values);
    const rows = readNow?.(sql, parameters);
    if (rows) return rows as Row[];
    return (await statement(db, ...values)).rows;
  };
}
