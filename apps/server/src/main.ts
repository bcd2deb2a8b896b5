import { ConfigError, loadConfig } from './config';
import { buildApp } from './app';
import { closeOnSignals } from './lib/shutdown';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createAccountRepository } from './modules/auth';
import { createUserRepository } from './modules/users';
import { type DemoSignIn, seedDemoAccounts } from './seed/demo-accounts';
import { seedDemoData } from './seed/seed';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config.database, { timed: config.metricsToken !== null });
  const applied = await migrateToLatest(database);
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');

  // Decision 0016: mail without a mail server goes to the development mailbox on a shop only this machine can reach (the
  // embedded database, development), or waits in the outbox (any other shop) until SMTP_URL is set.
  if (config.mail.transport.kind === 'held') {
    app.log.warn(
      'SMTP_URL is not set: NO EMAIL IS SENT (password resets, address verification, order messages). Messages wait in the outbox and go out once SMTP_URL is set.',
    );
  } else if (config.mail.transport.kind === 'mailbox' && config.env === 'production') {
    app.log.warn(
      'SMTP_URL is not set: email goes to the development mailbox (Dashboard > Mailbox, admins only), not to customers. Set SMTP_URL for a real shop.',
    );
  }

  const userRepository = createUserRepository(database.db);
  const promoted = await createAccountRepository(database.db).makeListedAdmins(config.auth.adminEmails);
  if (promoted > 0) app.log.info({ promoted }, 'made the users listed in ADMIN_EMAILS admin');
  let demoSignIns: DemoSignIn[] = [];
  if (config.seedDemo) {
    const catalogue = await seedDemoData(database.db);
    demoSignIns = await seedDemoAccounts(app.services.auth, userRepository, { localOnly: config.localOnly });
    app.log.info(catalogue, 'demo data seeded');
    if (config.env === 'production') app.log.warn('SEED_DEMO is on: this is a demo shop with demo accounts. Set SEED_DEMO=false for a real shop.');
  }

  closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, afterClose: () => database.destroy() });

  await app.listen({ host: config.host, port: config.port });
  const { port } = app.server.address() as { port: number };
  const lines = [`Partsmith is open at http://localhost:${port}  (database: ${config.database.dialect})`];
  for (const { role, email, password } of demoSignIns) {
    lines.push(`Demo ${`${role}:`.padEnd(9)} ${email} / ${password ?? '(the password chosen for it, kept)'}`);
  }
  if (config.seedDemo && !config.localOnly) {
    lines.push('This shop can be reached from the network, so the published demo passwords do not work here: use the ones above.');
  }
  console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Partsmith could not start:', error);
  }
  process.exit(1);
});
