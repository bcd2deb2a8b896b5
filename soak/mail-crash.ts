/**
 * Mail crash safety (decision 0016): a customer with a verified address places orders, each of which writes an
 * order-placed message to the outbox, while the shop's sender delivers them to a real SMTP server in this process
 * (smtp-server). The shop is killed with SIGKILL while it sends, and started again. In the end every message in the
 * outbox, and one for every acknowledged order, must have reached the SMTP server at least once; a repeat is allowed
 * (a crash between the server's acceptance and the shop's record of it), a loss is not.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { stop } from '../bench/lib/processes';
import { ADMIN, addPart, allocatePort, bearerToken, kill, openReader, orderBody, randomSecret, seededRandom, signIn, startShop } from './lib/shop';

export interface MailCrashOptions {
  /** sqlite:PATH or a postgres:// URL of a fresh database. */
  databaseUrl: string;
  rounds: number;
  /** Orders (so order-placed messages) per round. */
  ordersPerRound: number;
  seed: number;
}

export interface MailCrashTotals {
  /** Rows in the outbox at the end: every message the shop committed to send. */
  queued: number;
  /** Of those, never received by the SMTP server. */
  lost: number;
  /** Acknowledged orders without their order-placed message in the outbox. */
  ordersWithoutMail: number;
  /** Messages the SMTP server received more than once (allowed: at least once). */
  repeated: number;
  /** Messages the shop gave up on, or still unsent when the wait ended. */
  notDelivered: number;
}

/** The SMTP server takes this long over each message, so that a batch is still being sent when the shop is killed. */
const ACCEPT_DELAY_MS = 40;
const DELIVERY_DEADLINE_MS = 60_000;
const PASSWORD = 'soak-mail-password-1';

/** A real SMTP server on loopback that counts the messages it accepted, by outbox row (from the Message-ID). */
async function startSmtpSink() {
  const received = new Map<number, number>();
  let total = 0;
  const texts: Array<{ to: string; text: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          setTimeout(() => {
            // Counted as the server answers 250: what a real server would have queued.
            const id = Number(/^<outbox-(\d+)\./.exec(parsed.messageId ?? '')?.[1]);
            received.set(id, (received.get(id) ?? 0) + 1);
            total += 1;
            texts.push({ to: [parsed.to ?? []].flat()[0]?.text ?? '', text: parsed.text ?? '' });
            callback();
          }, ACCEPT_DELAY_MS);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // The killed shop resets its connections (one for each of its pool's): the server lives on, as a real one does.
  server.on('error', () => {});
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    received,
    total: () => total,
    texts,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const until = async (what: string, condition: () => boolean | Promise<boolean>, timeoutMs = DELIVERY_DEADLINE_MS) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`mail crash soak: ${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

export async function runMailCrashRounds({ databaseUrl, rounds, ordersPerRound, seed }: MailCrashOptions): Promise<MailCrashTotals> {
  const random = seededRandom(seed);
  const smtp = await startSmtpSink();
  const port = await allocatePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: origin,
    AUTH_SECRET: randomSecret(),
    AUTH_RATE_LIMIT_MAX: '1000',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Partsmith soak <soak@partsmith.test>',
  };
  let shop: ChildProcess = await startShop(port, env);
  const ackedOrders: string[] = [];
  try {
    // A new customer confirms the address from the verification mail: order messages go to verified addresses only.
    const email = `soak-mail-${seed}@example.com`;
    const signedUp = await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ name: 'Soak Mail', email, password: PASSWORD }),
    });
    if (!signedUp.ok) throw new Error(`sign-up failed: ${signedUp.status} ${await signedUp.text()}`);
    // (The demo accounts the shop seeds get one too.)
    const verifyLink = () =>
      smtp.texts.filter((message) => message.to === email).map((message) => /\/verify-email\?token=([^\s\])]+)/.exec(message.text)?.[1])[0];
    await until('the verification mail', () => verifyLink() !== undefined);
    const token = verifyLink();
    // As the page's button does: opening the link confirms nothing.
    const verified = await fetch(`${origin}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ token }),
    });
    if (!verified.ok) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);

    const partId = await addPart(origin, origin, await signIn(origin, origin, ADMIN), { name: `Mail crash part ${seed}`, quantity: 10_000_000 });
    const bearer = await bearerToken(origin, origin, await signIn(origin, origin, { email, password: PASSWORD }), email);
    const headers = { authorization: `Bearer ${bearer}`, origin, 'content-type': 'application/json' };

    for (let round = 1; round <= rounds; round++) {
      const before = smtp.total();
      // Killed once the SMTP server has taken between one and half of this round's messages: in the middle of sending.
      const killAt = before + 1 + Math.floor(random() * (ordersPerRound / 2));
      let crashed = false;
      const placeOrders = async (client: number) => {
        for (let n = client; n < ordersPerRound && !crashed; n += 4) {
          try {
            const response = await fetch(`${origin}/api/orders`, {
              method: 'POST',
              headers: { ...headers, 'idempotency-key': `mail-crash-${seed}-${round}-${n}` },
              body: orderBody(partId, 1),
            });
            if (response.status !== 201) throw new Error(`an order answered ${response.status}: ${await response.text()}`);
            ackedOrders.push(((await response.json()) as { insertedId: string }).insertedId);
          } catch (error) {
            // The crash cut this order off: whether it was placed, and so has a message, the outbox says.
            if (crashed) return;
            throw error;
          }
        }
      };
      const killer = until(`sending (${killAt - before} messages of round ${round})`, () => smtp.total() >= killAt).then(async () => {
        crashed = true;
        await kill(shop);
      });
      await Promise.all([killer, ...[0, 1, 2, 3].map(placeOrders)]);
      const claimed = await expireLeases(databaseUrl);
      console.log(
        `  round ${round}: killed after the SMTP server took ${smtp.total() - before} messages; ${claimed} claimed by the killed sender and not recorded sent`,
      );
      shop = await startShop(port, env);
    }

    const reader = await openReader(databaseUrl);
    try {
      const unsent = async () =>
        Number((await reader.rows<{ count: number | string }>('select count(*) as count from outbox where sent_at is null and failed_at is null'))[0]?.count);
      await until('delivery of every queued message', async () => (await unsent()) === 0).catch(() => {});
      const rows = await reader.rows<{ id: number | string; kind: string; data: string; sent_at: string | null; failed_at: string | null }>(
        'select id, kind, data, sent_at, failed_at from outbox',
      );
      const mailedOrders = new Set(
        rows.filter((row) => row.kind === 'order-placed').map((row) => String((JSON.parse(row.data) as { orderId: unknown }).orderId)),
      );
      return {
        queued: rows.length,
        lost: rows.filter((row) => !smtp.received.has(Number(row.id))).length,
        ordersWithoutMail: ackedOrders.filter((id) => !mailedOrders.has(id)).length,
        repeated: [...smtp.received.values()].filter((count) => count > 1).length,
        notDelivered: rows.filter((row) => row.sent_at === null).length,
      };
    } finally {
      await reader.close();
    }
  } finally {
    await stop(shop);
    await smtp.stop();
  }
}

/**
 * The killed sender's claims hold for a lease of 5 minutes (sender.ts) before another sender takes the messages over.
 * The soak does not wait that long: while the shop is down it moves those leases into the past, as 5 minutes would.
 * Answers how many messages the killed sender held.
 */
async function expireLeases(databaseUrl: string): Promise<number> {
  const writer = await openReader(databaseUrl, { writable: true });
  try {
    const released = await writer.rows<{ id: number }>(
      'update outbox set claimed_until = ? where sent_at is null and failed_at is null and claimed_until is not null returning id',
      [new Date(Date.now() - 1_000).toISOString()],
    );
    return released.length;
  } finally {
    await writer.close();
  }
}
