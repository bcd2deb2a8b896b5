import { type Compilable, CompiledQuery, type Kysely, type QueryResult } from 'kysely';
import { immediateReaderOf } from './database';
import type { Database } from './schema';

/**
 * A statement that Kysely builds and compiles once, then runs with new values: for the statements of every signed-in
 * request and of every order, where building a query cost Kysely several times what the database takes to run it
 * (decision 0020). `build` gets a stand-in for each of its arguments and must hand each one to Kysely as a value
 * (`where('id', '=', id)`, `limit(n)`, `values({ quantity })`), not compute with it; values it writes into the query itself
 * (a list of statuses) stay as they were on the first call. It runs on the executor it is given: the database, or a
 * transaction. A statement of many values takes them as named fields instead (`preparedStatementOf`).
 */
export function preparedStatement<Values extends unknown[], Row>(build: (...values: Values) => Compilable<Row>) {
  const named = compileOnce<Record<number, unknown>, Row>(
    (fields) => build(...(Array.from({ length: build.length }, (_, index) => fields[index]) as Values)),
    (index) => `argument ${index}`,
  );
  const bind = (values: Values) => named.bind({ ...values });
  const run = (executor: Kysely<Database>, ...values: Values) => named.run(executor, { ...values });
  return Object.assign(run, { bind });
}

/**
 * A prepared statement (`preparedStatement`) whose values are named fields: `build` reads each from its one argument
 * (`values({ email: fields.email })`, never a spread of it), and the statement runs with an object of the same fields.
 */
export function preparedStatementOf<Fields extends object, Row>(build: (fields: Fields) => Compilable<Row>) {
  const named = compileOnce(build, (name) => `field ${name}`);
  return Object.assign(named.run, { bind: named.bind });
}

function compileOnce<Fields extends object, Row>(build: (fields: Fields) => Compilable<Row>, describe: (name: string) => string) {
  let compiled: { sql: string; parameters: readonly unknown[]; slots: (string | null)[] } | undefined;

  function compile() {
    const standIns = new Map<unknown, string>();
    const fields = new Proxy({} as Fields, {
      get(_target, name) {
        const standIn = `\u0000prepared value ${String(name)}\u0000`;
        standIns.set(standIn, String(name));
        return standIn;
      },
    });
    const query = build(fields).compile();
    const slots = query.parameters.map((parameter) => standIns.get(parameter) ?? null);
    for (const [standIn, name] of standIns) {
      if (!slots.includes(name) || query.sql.includes(standIn as string))
        throw new Error(`${describe(name)} of a prepared query is not passed as a query parameter`);
    }
    return { sql: query.sql, parameters: query.parameters, slots };
  }

  /** The statement's SQL and its parameters for these values. */
  function bind(values: Fields) {
    compiled ??= compile();
    const { sql, parameters, slots } = compiled;
    return { sql, parameters: slots.map((slot, index) => (slot === null ? parameters[index] : (values as Record<string, unknown>)[slot])) };
  }

  const run = async (executor: Kysely<Database>, values: Fields): Promise<QueryResult<Row>> => {
    const { sql, parameters } = bind(values);
    return executor.executeQuery(CompiledQuery.raw(sql, parameters)) as Promise<QueryResult<Row>>;
  };
  return { bind, run };
}

/**
 * The rows of a read-only statement, run on `db`: at once on the embedded database when no transaction is open
 * (`immediateReaderOf`), through Kysely otherwise (inside another request's transaction, on a transaction's executor, on
 * PostgreSQL).
 */
async function readRows<Row>(db: Kysely<Database>, { sql, parameters }: { sql: string; parameters: readonly unknown[] }): Promise<Row[]> {
  const rows = immediateReaderOf(db)?.(sql, parameters);
  if (rows) return rows as Row[];
  return (await db.executeQuery<Row>(CompiledQuery.raw(sql, [...parameters]))).rows;
}

/** A read built once (`preparedStatement`), run on the database (`readRows`). */
export function preparedQuery<Values extends unknown[], Row>(db: Kysely<Database>, build: (...values: Values) => Compilable<Row>) {
  const statement = preparedStatement(build);
  // Async, so that a statement that cannot be bound rejects as a failed read does, never throws to the caller.
  return async (...values: Values): Promise<Row[]> => readRows<Row>(db, statement.bind(values));
}

/**
 * A read built anew for each request, its statement shaped by what is asked (a catalogue's filters, a page's ids), run
 * on `db` as a prepared query is (`readRows`): Kysely's executor cost a catalogue page more than its statements
 * (decision 0031).
 */
export const selectRows = async <Row>(db: Kysely<Database>, query: Compilable<Row>): Promise<Row[]> => readRows<Row>(db, query.compile());
