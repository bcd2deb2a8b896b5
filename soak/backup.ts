/**
 * Backups under load, on the embedded database: customers place orders at full speed; `npm run backup` takes a backup
 * in the middle of the stream; the shop is stopped (`npm run restore` must refuse while it runs); the backup is
 * restored with `npm run restore` into a fresh directory and a fresh shop starts on it. Every request must get an
 * answer, every order acknowledged before the backup began must be in the restored shop with its lines, and each
 * part's stock plus its live order lines must equal the stock it started with.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { stop } from '../bench/lib/processes';
import { ADMIN, CUSTOMER, addPart, allocatePort, bearerToken, openReader, orderBody, randomSecret, root, seededRandom, signIn, startShop } from './lib/shop';

export interface BackupOptions {
  /** A directory of its own for the shop's database, the backups and the restored database. */
  directory: string;
  clients: number;
  /** How long orders stream before the backup starts. */
  ordersBeforeBackupMs: number;
  /** Ballast written into the database before the shop starts, standing in for a larger shop's data: the copy then takes many steps while orders are written. */
  ballastMb: number;
  seed: number;
}

export interface BackupTotals {
  ordersAcked: number;
  ackedBeforeBackup: number;
  /** Acknowledged while the backup ran: the backup overlapped writes. */
  ackedDuringBackup: number;
  backupMs: number;
  backupMb: number;
  failures: string[];
}

const STARTING_STOCK = 50_000_000;
const BALLAST_ROW_BYTES = 64 * 1024;

interface Acked {
  id: string;
  partId: string;
  quantity: number;
  /** When its answer arrived (performance.now()). */
  at: number;
}

export async function runBackupRound({ directory, clients, ordersBeforeBackupMs, ballastMb, seed }: BackupOptions): Promise<BackupTotals> {
  const random = seededRandom(seed);
  const failures: string[] = [];
  const databaseFile = path.join(directory, 'shop', 'partsmith.db');
  const backupDir = path.join(directory, 'backups');
  const restoredFile = path.join(directory, 'restored', 'partsmith.db');
  fs.mkdirSync(path.dirname(databaseFile), { recursive: true });
  writeBallast(databaseFile, ballastMb);
  // The backups here are the command's: the schedule is off, so the only backup in the folder is the one taken mid-stream.
  const settings = { BACKUP_DIR: backupDir, BACKUP_INTERVAL_HOURS: '0' };
  const env = { ...settings, DATABASE_URL: `sqlite:${databaseFile}`, AUTH_SECRET: randomSecret() };
  const port = await allocatePort();
  const origin = `http://127.0.0.1:${port}`;
  let shop = await startShop(port, env);
  try {
    const adminCookie = await signIn(origin, origin, ADMIN);
    const partIds = [
      await addPart(origin, origin, adminCookie, { name: `Backup part A ${seed}`, quantity: STARTING_STOCK }),
      await addPart(origin, origin, adminCookie, { name: `Backup part B ${seed}`, quantity: STARTING_STOCK }),
    ];
    const token = await bearerToken(origin, origin, await signIn(origin, origin, CUSTOMER), CUSTOMER.email);
    const headers = { authorization: `Bearer ${token}`, origin, 'content-type': 'application/json' };

    const acked: Acked[] = [];
    const unanswered: string[] = [];
    let streaming = true;
    const client = async (clientIndex: number) => {
      for (let n = 0; streaming; n++) {
        const partId = partIds[Math.floor(random() * partIds.length)]!;
        const quantity = 1 + Math.floor(random() * 5);
        let response: Response;
        try {
          response = await fetch(`${origin}/api/orders`, {
            method: 'POST',
            headers: { ...headers, 'idempotency-key': `backup-${seed}-${clientIndex}-${n}` },
            body: orderBody(partId, quantity),
          });
        } catch (error) {
          unanswered.push(`an order got no answer: ${error instanceof Error ? error.message : String(error)}`);
          return;
        }
        if (response.status !== 201) {
          unanswered.push(`an order answered ${response.status}: ${await response.text()}`);
          return;
        }
        const { insertedId } = (await response.json()) as { insertedId: string };
        acked.push({ id: insertedId, partId, quantity, at: performance.now() });
      }
    };
    const stream = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));

    await new Promise((resolve) => setTimeout(resolve, ordersBeforeBackupMs));
    const backupBegan = performance.now();
    const ackedBefore = acked.filter((order) => order.at < backupBegan);
    const backup = await runCommand(['backup'], { ...env });
    const backupEnded = performance.now();
    // The stream goes on a little after the backup, as a shop's would.
    await new Promise((resolve) => setTimeout(resolve, 300));
    streaming = false;
    await stream;
    failures.push(...unanswered.slice(0, 5));
    if (backup.code !== 0) throw new Error(`npm run backup exited with ${backup.code}:\n${backup.output}`);
    const backups = fs.readdirSync(backupDir).filter((name) => /^partsmith-.*Z\.db$/.test(name));
    if (backups.length !== 1) throw new Error(`expected the one backup in ${backupDir}, found ${backups.join(', ') || 'none'}`);
    const backupFile = path.join(backupDir, backups[0]!);
    const ackedDuringBackup = acked.filter((order) => order.at >= backupBegan && order.at <= backupEnded).length;
    if (ackedDuringBackup === 0) failures.push('no order was acknowledged while the backup ran: it did not overlap the stream');

    const refused = await runCommand(['restore', '--', backupFile], env);
    if (refused.code !== 1 || !/is in use \(is the shop running\?\)/.test(refused.output)) {
      failures.push(`npm run restore, with the shop running, exited with ${refused.code} instead of refusing:\n${refused.output}`);
    }
    await stop(shop);

    const restore = await runCommand(['restore', '--', backupFile], { ...settings, DATABASE_URL: `sqlite:${restoredFile}` });
    if (restore.code !== 0) throw new Error(`npm run restore exited with ${restore.code}:\n${restore.output}`);
    const restoredPort = await allocatePort();
    shop = await startShop(restoredPort, { ...settings, DATABASE_URL: `sqlite:${restoredFile}`, AUTH_SECRET: env.AUTH_SECRET });
    // The restored shop answers from the backup: the last order acknowledged before it, with the customer's token of then.
    const lastBefore = ackedBefore.at(-1);
    if (lastBefore) {
      const response = await fetch(`http://127.0.0.1:${restoredPort}/api/orders/${lastBefore.id}`, { headers: { authorization: headers.authorization } });
      if (response.status !== 200) failures.push(`the restored shop answered ${response.status} for order ${lastBefore.id}`);
    }
    failures.push(...(await checkRestored(`sqlite:${restoredFile}`, partIds, ackedBefore)));
    return {
      ordersAcked: acked.length,
      ackedBeforeBackup: ackedBefore.length,
      ackedDuringBackup,
      backupMs: Math.round(backupEnded - backupBegan),
      backupMb: fs.statSync(backupFile).size / 1_000_000,
      failures,
    };
  } finally {
    await stop(shop);
  }
}

/** A table the shop does not know, written before it first starts (it migrates around it). */
function writeBallast(databaseFile: string, megabytes: number) {
  const database = new SQLite(databaseFile);
  try {
    database.pragma('journal_mode = WAL');
    database.exec('create table soak_ballast (bytes blob not null)');
    const insert = database.prepare('insert into soak_ballast (bytes) values (randomblob(?))');
    database.transaction(() => {
      for (let written = 0; written < megabytes * 1_000_000; written += BALLAST_ROW_BYTES) insert.run(BALLAST_ROW_BYTES);
    })();
  } finally {
    database.close();
  }
}

/** Runs `npm run <args>` at the repository's root, as the shop's owner would, with `env` added. */
function runCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** Every order acknowledged before the backup began is there with its line; each part's stock and live lines add up. */
async function checkRestored(databaseUrl: string, partIds: string[], ackedBefore: Acked[]): Promise<string[]> {
  const reader = await openReader(databaseUrl);
  try {
    const marks = partIds.map(() => '?').join(', ');
    const lines = await reader.rows<{ order_id: number; product_id: number; quantity: number; status: string }>(
      `select order_lines.order_id, order_lines.product_id, order_lines.quantity, orders.status
         from order_lines join orders on orders.id = order_lines.order_id where order_lines.product_id in (${marks})`,
      partIds.map(Number),
    );
    const products = await reader.rows<{ id: number; quantity: number }>(`select id, quantity from products where id in (${marks})`, partIds.map(Number));
    const booked = new Map(lines.map((line) => [`${line.order_id}:${line.product_id}`, line.quantity]));
    const missing = ackedBefore.filter((order) => booked.get(`${order.id}:${order.partId}`) !== order.quantity);
    const failures =
      missing.length > 0 ? [`${missing.length} of ${ackedBefore.length} orders acknowledged before the backup are not in the restored shop`] : [];
    if (ackedBefore.length === 0) failures.push('no order was acknowledged before the backup began: there was nothing to find');
    for (const part of partIds) {
      const stock = products.find((product) => String(product.id) === part)?.quantity;
      const live = lines.filter((line) => String(line.product_id) === part && line.status !== 'cancelled').reduce((sum, line) => sum + line.quantity, 0);
      if (stock === undefined || stock + live !== STARTING_STOCK) {
        failures.push(`part ${part} in the restored shop: stock ${stock} + live lines ${live} is not the ${STARTING_STOCK} it started with`);
      }
    }
    return failures;
  } finally {
    await reader.close();
  }
}
