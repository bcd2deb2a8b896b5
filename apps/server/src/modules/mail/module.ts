import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import { startPeriodicSweep } from '../../lib/periodic-sweep';
import type { Guards } from '../../plugins/guards';
import { createMailRepository } from './repository';
import { emailPreferenceRoutes, mailboxRoutes } from './routes';
import { type InvoiceAttachment, createMailSender } from './sender';
import { createMailService } from './service';
import { createMailTransport } from './transport';

interface MailModuleDependencies {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  /** An order's invoice, which its paid message and its overdue reminder carry. */
  invoiceOf: InvoiceAttachment;
}

/**
 * Email (decision 0016): the outbox other modules write to in their own transactions (`service.orderChanged`,
 * `service.accountMail`), the sender that delivers it (every instance, every `config.mail.pollIntervalMs`), the sweeps
 * that write payment reminders and delete old sent messages, and the routes: email preferences, and the development mailbox when mail goes there.
 * Built before the auth module, which sends its mail through it; its routes take the guards when they are registered.
 */
export function createMailModule({ app, config, database, invoiceOf }: MailModuleDependencies) {
  const { mail } = config;
  const repository = createMailRepository(database.db, database.dialect);
  const service = createMailService(database.db, repository, {
    dialect: database.dialect,
    config: mail,
    unpaidHoldMs: config.unpaidOrderHoldMs,
    shopEmail: config.site.contact?.email ?? null,
  });
  const transport = mail.transport.kind === 'held' ? null : createMailTransport(mail.transport);
  const sender = transport && createMailSender({ repository, transport, from: mail.from, links: { publicUrl: mail.publicUrl }, log: app.log, invoiceOf });
  if (sender) {
    // Before the sender's sweep: Fastify closes last registered first, so the transport closes after the sweep's last round.
    app.addHook('onClose', async () => transport?.close());
    startPeriodicSweep(app, {
      intervalMs: mail.pollIntervalMs,
      run: (stop) => sender.deliverDue(stop),
      didWork: 'Sent emails',
      failed: 'Sending emails failed; they stay in the outbox and are tried again',
    });
  }
  startPeriodicSweep(app, {
    intervalMs: 60_000,
    run: () => service.remindUnpaid(),
    didWork: 'Wrote payment reminders for unpaid orders about to expire',
    failed: 'Writing payment reminders failed; the next sweep tries again',
  });
  startPeriodicSweep(app, {
    intervalMs: 3_600_000,
    run: () => service.remindOverdue(),
    didWork: 'Wrote reminders for orders on terms whose transfer is overdue',
    failed: 'Writing overdue reminders failed; the next sweep tries again',
  });
  startPeriodicSweep(app, {
    intervalMs: 3_600_000,
    run: (stop) => service.deleteOldSent(new Date(), stop),
    didWork: `Deleted emails sent more than ${mail.keepSentDays} days ago from the outbox`,
    failed: 'Deleting old sent emails failed; the next sweep tries again',
  });
  const routes: FastifyPluginAsync<{ guards: Guards }> = async (api, { guards }) => {
    await api.register(emailPreferenceRoutes, { mail: service, guards });
    await api.register(mailboxRoutes, { mail: service, guards, transport: mail.transport.kind });
  };
  /** Sends what is due now (tests; the sender does it on its own every interval). Nothing while mail is held. */
  const deliverDue = async () => (sender ? sender.deliverDue() : 0);
  return { service: { ...service, deliverDue }, routes };
}
