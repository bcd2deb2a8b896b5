import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestDatabase, createTestDatabase } from '../../../test/test-database';
import { createMailRepository } from './repository';
import { createMailSender } from './sender';
import type { Envelope } from './transport';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

it('told to stop (the app is closing), it finishes the message it is on and gives the rest of its batch back at once, the attempt not counted', async () => {
  const now = new Date().toISOString();
  const recipients = Array.from({ length: 5 }, (_, index) => `stopping-${index}@example.com`);
  const data = JSON.stringify({ url: 'http://127.0.0.1:3000/verify-email?token=abc', expiresInMinutes: 60 });
  await database.db
    .insertInto('outbox')
    .values(recipients.map((recipient) => ({ kind: 'verify-email', recipient, data, next_attempt_at: now, created_at: now })))
    .execute();
  const repository = createMailRepository(database.db, database.dialect);
  const handedOver: string[] = [];
  const closing = new AbortController();
  const sender = (onSend: () => void) =>
    createMailSender({
      repository,
      transport: {
        send: async ({ to }: Envelope) => {
          handedOver.push(to);
          onSend();
        },
        close: () => {},
      },
      from: 'Partsmith <shop@example.com>',
      links: { publicUrl: 'http://127.0.0.1:3000' },
      log: pino({ level: 'silent' }),
    });

  // The app starts closing while the transport has the first message.
  expect(await sender(() => closing.abort()).deliverDue(closing.signal)).toBe(1);
  expect(handedOver).toEqual([recipients[0]]);
  const rows = await database.db
    .selectFrom('outbox')
    .select(['recipient', 'sent_at', 'claimed_until', 'attempts'])
    .where('recipient', 'in', recipients)
    .orderBy('id')
    .execute();
  expect(rows[0]).toMatchObject({ recipient: recipients[0], claimed_until: null, attempts: 1 });
  expect(rows[0]!.sent_at).not.toBeNull();
  expect(rows.slice(1)).toEqual(recipients.slice(1).map((recipient) => ({ recipient, sent_at: null, claimed_until: null, attempts: 0 })));

  // Another instance sends them now, not when the lease (5 minutes) would have ended.
  expect(await sender(() => {}).deliverDue()).toBe(4);
  expect(handedOver).toEqual(recipients);
});
