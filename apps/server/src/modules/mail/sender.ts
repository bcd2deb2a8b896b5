import type { MailKind } from '@partsmith/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MailData } from './messages';
import type { MailRepository } from './repository';
import { type MailLinks, renderMail } from './templates';
import { type MailAttachment, type MailTransport, isPermanentRefusal } from './transport';

/** An order's invoice, as a PDF to attach; null when the order has none (paid before invoices were issued). */
export type InvoiceAttachment = (orderId: string) => Promise<MailAttachment | null>;

/** Back-off after a failed attempt: 15 s, 30 s, 1 min, … doubling, at most 10 minutes, each cut by up to half at random. */
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 10 * 60_000;
/** A sender holds the messages it claimed this long: longer than the transport's timeouts for a whole batch. */
const LEASE_MS = 5 * 60_000;
/** Messages claimed at a time for each message the transport carries at once. */
const BATCH_PER_CONNECTION = 10;

export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const full = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(full * (0.5 + random() / 2));
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

interface SenderDependencies {
  repository: MailRepository;
  transport: MailTransport;
  from: string;
  links: MailLinks;
  log: FastifyBaseLogger;
  invoiceOf: InvoiceAttachment;
}

/**
 * Delivers the outbox: claims due messages (a lease, one sender per message across instances), renders each, hands it
 * to the transport, and only then records it sent. A crash between the two sends the message again once the lease
 * ends; nothing is lost. As many messages go at once as the transport carries (its pool of connections), so they may
 * reach the server in another order than they were written. A failure is tried again after a back-off; an SMTP refusal
 * of the recipient or the message (5xx) is recorded as failed. When the server cannot be reached, no more of the batch
 * is handed over, and the rest waits as long as the message that failed.
 */
export function createMailSender({ repository, transport, from, links, log, invoiceOf }: SenderDependencies) {
  /** What a message carries: a paid order's message and an overdue reminder, the order's invoice. */
  async function attachmentsOf(kind: MailKind, data: MailData[MailKind]): Promise<MailAttachment[]> {
    if (kind !== 'order-paid' && kind !== 'payment-overdue') return [];
    const invoice = await invoiceOf((data as MailData['order-paid' | 'payment-overdue']).orderId);
    return invoice ? [invoice] : [];
  }

  const host = new URL(links.publicUrl).hostname.replace(/^\[|\]$/g, '') || 'localhost';
  const batchSize = BATCH_PER_CONNECTION * transport.concurrency;
  /** The pass under way, and the one that starts after it (calls meanwhile share it): messages written during a pass are not missed. */
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;

  async function deliverBatch(stop?: AbortSignal): Promise<{ sent: number; claimed: number }> {
    const now = new Date();
    // In the order they were written (RETURNING promises no order).
    const claimed = (await repository.claimDue(now, new Date(now.getTime() + LEASE_MS), batchSize)).sort((a, b) => Number(a.id) - Number(b.id));
    let sent = 0;
    let handedOver = 0;
    /** Failures that were not a refusal of the message itself: most are the server's (down, refusing connections). */
    const serverFailures: unknown[] = [];

    async function deliver(row: (typeof claimed)[number]): Promise<void> {
      try {
        const kind = row.kind as MailKind;
        const data = JSON.parse(row.data) as MailData[MailKind];
        const rendered = renderMail(kind, data, links);
        const messageId = `<outbox-${row.id}.${new Date(row.created_at).getTime()}@${host}>`;
        await transport.send({ from, to: row.recipient, messageId, rendered, attachments: await attachmentsOf(kind, data) });
        await repository.markSent(row.id, rendered);
        sent += 1;
      } catch (error) {
        if (isPermanentRefusal(error)) {
          log.error({ err: error, outboxId: row.id }, 'The mail server refused a message for good');
          await repository.markFailed(row.id, describe(error));
          return;
        }
        log.warn({ err: error, outboxId: row.id, attempts: row.attempts }, 'Sending an email failed; it will be tried again');
        serverFailures.push(error);
        await repository.scheduleRetry(row.id, describe(error), new Date(Date.now() + retryDelayMs(row.attempts)));
      }
    }

    /** One lane of the transport's: hands over the next message of the batch until none is left, the server fails or the app closes. */
    async function lane(): Promise<void> {
      while (handedOver < claimed.length && serverFailures.length === 0 && !stop?.aborted) await deliver(claimed[handedOver++]!);
    }

    // Every lane settles before the batch does: none is left using the database once the app has closed it.
    const lanes = await Promise.allSettled(Array.from({ length: Math.min(transport.concurrency, claimed.length) }, lane));
    const waiting = claimed.slice(handedOver);
    if (serverFailures.length > 0) {
      for (const row of waiting) {
        await repository.scheduleRetry(row.id, describe(serverFailures[0]), new Date(Date.now() + retryDelayMs(row.attempts)));
      }
    } else if (waiting.length > 0) {
      // The app is closing: the messages not handed over go back at once, to another instance or the next start, instead of waiting out the lease.
      await repository.release(waiting.map((row) => row.id));
    }
    const crashed = lanes.find((settled) => settled.status === 'rejected');
    if (crashed) throw crashed.reason;
    return { sent, claimed: serverFailures.length > 0 || waiting.length > 0 ? 0 : claimed.length };
  }

  async function deliverAll(stop?: AbortSignal): Promise<number> {
    let total = 0;
    try {
      while (!stop?.aborted) {
        const { sent, claimed } = await deliverBatch(stop);
        total += sent;
        if (claimed < batchSize) break;
      }
    } finally {
      // Nothing is due: the connections are not held open until the next pass (a server counts them, and closing waits for them).
      transport.close();
    }
    return total;
  }

  /**
   * Sends every message that is due when it is called (a call during a pass waits for the next one), or, once `stop` is
   * aborted, stops after the messages it is on and gives the rest of its batch back. Answers how many were sent.
   */
  function deliverDue(stop?: AbortSignal): Promise<number> {
    if (!running) {
      running = deliverAll(stop).finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => 0)
      .then(() => {
        next = null;
        return deliverDue(stop);
      });
    return next;
  }

  return { deliverDue };
}

export type MailSender = ReturnType<typeof createMailSender>;
