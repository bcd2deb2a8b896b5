import crypto from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** What the order bench writes and reads straight in the shop's database: its part, its customers, the books after. */
export interface OrderBenchStore {
  /** A part at $10 a piece, minimum 1. */
  addPart(stock: number, partNumber: string): Promise<string>;
  /**
   * Customers with an API token each, as Better Auth makes them: a week to live; each with a cart of one piece of each
   * of `cartParts` (priced at $10, as the parts are). Answers the tokens.
   */
  addCustomers(count: number, cartParts?: string[]): Promise<string[]>;
  /** The part's stock and the pieces of it booked in orders not cancelled, in one statement, so one snapshot. */
  books(partId: string): Promise<{ stock: number; placed: number }>;
  close(): Promise<void>;
}

const PART_SQL =
  "insert into products (name, description, image, price_cents, quantity, minimum, part_number) values ('Bench part', 'For the bench', '/images/parts/chips.svg', 1000, $stock, 1, $partNumber) returning id";
const USER_SQL = "insert into users (id, name, email, email_verified) values ($id, 'Bench Customer', $email, false)";
const TOKEN_SQL = "insert into sessions (id, user_id, token, expires_at, kind) values ($id, $userId, $token, $expiresAt, 'token')";
const CART_LINE_SQL =
  'insert into cart_lines (user_id, product_id, quantity, seen_unit_price_cents, position) values ($userId, $productId, 1, 1000, $position)';
const BOOKS_SQL = `select (select quantity from products where id = $part) as stock,
  (select coalesce(sum(order_lines.quantity), 0) from order_lines join orders on orders.id = order_lines.order_id
   where order_lines.product_id = $part and orders.status != 'cancelled') as placed`;

function customerRows(count: number) {
  const expiresAt = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  return Array.from({ length: count }, () => crypto.randomUUID()).map((unique) => ({
    id: `bench-customer-${unique}`,
    email: `bench-${unique}@partsmith.test`,
    tokenId: `bench-token-${unique}`,
    token: crypto.randomUUID().replaceAll('-', ''),
    expiresAt,
  }));
}

export function sqliteOrderStore(databaseFile: string): OrderBenchStore {
  const database = new SQLite(databaseFile);
  database.pragma('busy_timeout = 5000');
  const prepare = (text: string) => database.prepare(text.replaceAll('$', '@'));
  return {
    async addPart(stock, partNumber) {
      return String(prepare(PART_SQL).pluck().get({ stock, partNumber }));
    },
    async addCustomers(count, cartParts = []) {
      const addUser = prepare(USER_SQL);
      const addToken = prepare(TOKEN_SQL);
      const addCartLine = prepare(CART_LINE_SQL);
      const rows = customerRows(count);
      database.transaction(() => {
        for (const row of rows) {
          addUser.run({ id: row.id, email: row.email });
          addToken.run({ id: row.tokenId, userId: row.id, token: row.token, expiresAt: row.expiresAt });
          cartParts.forEach((productId, index) => addCartLine.run({ userId: row.id, productId, position: index + 1 }));
        }
      })();
      return rows.map((row) => row.token);
    },
    async books(partId) {
      return prepare(BOOKS_SQL).get({ part: partId }) as { stock: number; placed: number };
    },
    async close() {
      database.close();
    },
  };
}

export async function postgresOrderStore(connectionString: string): Promise<OrderBenchStore> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  // pg takes $1, $2...: the named parameters in the order given.
  const query = async (text: string, values: Record<string, unknown>) => {
    const names: string[] = [];
    const numbered = text.replace(/\$(\w+)/g, (_, name: string) => {
      if (!names.includes(name)) names.push(name);
      return `$${names.indexOf(name) + 1}`;
    });
    return (
      await client.query(
        numbered,
        names.map((name) => values[name]),
      )
    ).rows;
  };
  return {
    async addPart(stock, partNumber) {
      return String((await query(PART_SQL, { stock, partNumber }))[0].id);
    },
    async addCustomers(count, cartParts = []) {
      const rows = customerRows(count);
      await client.query('begin');
      for (const row of rows) {
        await query(USER_SQL, { id: row.id, email: row.email });
        await query(TOKEN_SQL, { id: row.tokenId, userId: row.id, token: row.token, expiresAt: row.expiresAt });
        for (const [index, productId] of cartParts.entries()) await query(CART_LINE_SQL, { userId: row.id, productId, position: index + 1 });
      }
      await client.query('commit');
      return rows.map((row) => row.token);
    },
    async books(partId) {
      const [row] = await query(BOOKS_SQL, { part: partId });
      return { stock: Number(row.stock), placed: Number(row.placed) };
    },
    async close() {
      await client.end();
    },
  };
}
