/**
 * npm run test:soak: crash safety (SIGKILL while orders are placed, and while email is sent) and clean shutdown (SIGTERM
 * twice while orders are in flight) on the embedded database and on PostgreSQL, and scale-out (two instances behind
 * nginx on one PostgreSQL database, restarted one after the other under load). `--quick` runs the reduced form that
 * `npm test` and the CI use. PostgreSQL parts need TEST_DATABASE_URL; scale-out also needs nginx (NGINX_PATH, set by scripts/soak.mjs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BackupTotals, runBackupRound } from './backup';
import { type CrashTotals, runCrashRounds } from './crash';
import { createPostgresDatabase, dropPostgresDatabase } from '../bench/lib/postgres';
import { percentile } from '../bench/lib/percentile';
import { type MailCrashTotals, runMailCrashRounds } from './mail-crash';
import { runScaleOut } from './scale-out';
import { type ShutdownTotals, runShutdownRounds } from './shutdown';

const quick = process.argv.includes('--quick');
const postgresUrl = process.env.TEST_DATABASE_URL;
const seed = Number(process.env.SOAK_SEED ?? crypto.randomInt(2 ** 31));
const plan = quick
  ? { sqliteRounds: 2, postgresRounds: 2, concurrentOrders: 60, mailRounds: 2, mailOrders: 30, shutdownRounds: 2 }
  : { sqliteRounds: 10, postgresRounds: 5, concurrentOrders: 200, mailRounds: 5, mailOrders: 120, shutdownRounds: 6 };
// A backup under load, restored into a fresh shop: how long orders stream first, from how many clients, and the ballast that makes the copy take many steps.
const backupPlan = quick ? { clients: 4, ordersBeforeBackupMs: 1_000, ballastMb: 10 } : { clients: 8, ordersBeforeBackupMs: 10_000, ballastMb: 200 };
// The orders under way when the shop is told to stop: as many as when a SIGTERM cut 35 of them off (issue 36).
const SHUTDOWN_ORDERS = 40;
const failures: string[] = [];

console.log(`Soak tests (${quick ? 'reduced' : 'full'}); seed ${seed} (repeat with SOAK_SEED=${seed})`);

const reportCrash = (label: string, totals: CrashTotals) => {
  console.log(
    `${label}: orders acked ${totals.ordersAcked}, lost ${totals.ordersLost}; cancels acked ${totals.cancelsAcked}, lost ${totals.cancelsLost}; ` +
      `duplicates ${totals.duplicates}; invariant broken in ${totals.invariantBroken} rounds; payments acked ${totals.paymentsAcked}, lost ${totals.paymentsLost}; ` +
      `invoices ${totals.invoices}, numbering broken in ${totals.invoiceGaps} rounds; order p99 ${percentile(totals.orderLatenciesMs, 0.99).toFixed(1)} ms`,
  );
  if (totals.ordersLost + totals.cancelsLost + totals.duplicates + totals.invariantBroken + totals.paymentsLost + totals.invoiceGaps > 0)
    failures.push(`${label}: acknowledged work lost or stock inconsistent`);
};

const reportMailCrash = (label: string, totals: MailCrashTotals) => {
  console.log(
    `${label}: messages queued ${totals.queued}, lost ${totals.lost}, not delivered ${totals.notDelivered}, repeated ${totals.repeated} (allowed); ` +
      `acknowledged orders without their message ${totals.ordersWithoutMail}`,
  );
  if (totals.lost + totals.notDelivered + totals.ordersWithoutMail > 0) failures.push(`${label}: a queued message was not delivered`);
};

const reportShutdown = (label: string, totals: ShutdownTotals) => {
  console.log(
    `${label}: orders placed ${totals.placed}, turned away (503) ${totals.turnedAway}, problems ${totals.failures.length}; ` +
      `slowest exit ${totals.slowestExitMs} ms after the first SIGTERM`,
  );
  failures.push(...totals.failures.map((failure) => `${label}: ${failure}`));
};

const reportBackup = (label: string, totals: BackupTotals) => {
  console.log(
    `${label}: orders acked ${totals.ordersAcked}, ${totals.ackedBeforeBackup} before the backup began and ${totals.ackedDuringBackup} while it ran; ` +
      `backup of ${totals.backupMb.toFixed(1)} MB in ${totals.backupMs} ms (npm run backup); problems ${totals.failures.length}`,
  );
  failures.push(...totals.failures.map((failure) => `${label}: ${failure}`));
};

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'partsmith-soak-'));
try {
  console.log(`\nCrash safety on the embedded database (SQLite, WAL, synchronous=FULL): ${plan.sqliteRounds} rounds`);
  reportCrash('SQLite', await runCrashRounds({ databaseUrl: `sqlite:${path.join(workDir, 'crash.db')}`, rounds: plan.sqliteRounds, clients: 8, seed }));
  console.log(`\nEmail on the embedded database: SIGKILL while sending to an SMTP server, ${plan.mailRounds} rounds`);
  reportMailCrash(
    'SQLite mail',
    await runMailCrashRounds({ databaseUrl: `sqlite:${path.join(workDir, 'mail.db')}`, rounds: plan.mailRounds, ordersPerRound: plan.mailOrders, seed }),
  );
  console.log(`\nClean shutdown on the embedded database: SIGTERM twice while ${SHUTDOWN_ORDERS} orders are in flight, ${plan.shutdownRounds} rounds`);
  reportShutdown(
    'SQLite shutdown',
    await runShutdownRounds({ databaseUrl: `sqlite:${path.join(workDir, 'shutdown.db')}`, rounds: plan.shutdownRounds, orders: SHUTDOWN_ORDERS, seed }),
  );

  console.log(`\nBackup and restore on the embedded database: npm run backup while ${backupPlan.clients} clients place orders, restored into a fresh shop`);
  reportBackup('SQLite backup', await runBackupRound({ directory: path.join(workDir, 'backup'), ...backupPlan, seed }));

  if (!postgresUrl) {
    console.log('\nTEST_DATABASE_URL is not set: the PostgreSQL crash rounds and the scale-out checks are skipped (CI sets it).');
  } else {
    console.log(`\nCrash safety on PostgreSQL: ${plan.postgresRounds} rounds`);
    const databaseUrl = await createPostgresDatabase(postgresUrl, 'crash');
    try {
      reportCrash('PostgreSQL', await runCrashRounds({ databaseUrl, rounds: plan.postgresRounds, clients: 8, seed }));
    } finally {
      await dropPostgresDatabase(databaseUrl);
    }
    console.log(`\nEmail on PostgreSQL: SIGKILL while sending to an SMTP server, ${plan.mailRounds} rounds`);
    const mailDatabaseUrl = await createPostgresDatabase(postgresUrl, 'mail');
    try {
      reportMailCrash(
        'PostgreSQL mail',
        await runMailCrashRounds({ databaseUrl: mailDatabaseUrl, rounds: plan.mailRounds, ordersPerRound: plan.mailOrders, seed }),
      );
    } finally {
      await dropPostgresDatabase(mailDatabaseUrl);
    }
    console.log(`\nClean shutdown on PostgreSQL: SIGTERM twice while ${SHUTDOWN_ORDERS} orders are in flight, ${plan.shutdownRounds} rounds`);
    const shutdownDatabaseUrl = await createPostgresDatabase(postgresUrl, 'shutdown');
    try {
      reportShutdown(
        'PostgreSQL shutdown',
        await runShutdownRounds({ databaseUrl: shutdownDatabaseUrl, rounds: plan.shutdownRounds, orders: SHUTDOWN_ORDERS, seed }),
      );
    } finally {
      await dropPostgresDatabase(shutdownDatabaseUrl);
    }

    const nginx = process.env.NGINX_PATH;
    if (!nginx) {
      console.log('\nnginx is not installed (Debian: apt-get install nginx-light, or set NGINX_PATH): the scale-out checks are skipped.');
    } else {
      console.log(`\nScale-out: two instances behind nginx on one PostgreSQL database, ${plan.concurrentOrders} concurrent orders`);
      const databaseUrl = await createPostgresDatabase(postgresUrl, 'scale');
      try {
        failures.push(...(await runScaleOut({ nginx, databaseUrl, workDir, concurrentOrders: plan.concurrentOrders })));
      } finally {
        await dropPostgresDatabase(databaseUrl);
      }
    }
  }
} catch (error) {
  failures.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n✗ Soak tests failed (seed ${seed}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\n✓ Soak tests passed.');
