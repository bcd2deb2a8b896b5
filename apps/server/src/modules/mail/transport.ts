import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { MailTransportConfig } from '../../config';
import type { RenderedMail } from './templates';

export interface Envelope {
  from: string;
  to: string;
  /** The same on every attempt at one outbox row: a mail client that gets a message twice (a crash between sending and recording) can tell. */
  messageId: string;
  rendered: RenderedMail;
  attachments: MailAttachment[];
}

/** A file a message carries (a paid order's invoice). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Hands a message on: to an SMTP server, or (the development mailbox) nowhere, as the outbox row itself is the mailbox. */
export interface MailTransport {
  /** How many messages it carries at once; more wait in its queue. */
  concurrency: number;
  send(envelope: Envelope): Promise<void>;
  /** Closes the connections it keeps open (nothing is left to send, or the app is closing); the next message opens new ones. */
  close(): void;
}

/** An SMTP answer that will not change on a retry: the server refused the recipient or the message (5xx). */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

export function createMailTransport(config: Exclude<MailTransportConfig, { kind: 'held' }>): MailTransport {
  if (config.kind === 'mailbox') return { concurrency: 1, send: async () => {}, close: () => {} };
  const connections = config.connections ?? 1;
  // Short timeouts: a sender holds its messages for a lease (sender.ts), and a server that does not answer must not outlast it.
  // A pool: a connection (its TLS handshake, its greeting) serves many messages, and `connections` of them send at once.
  const openPool = () =>
    nodemailer.createTransport({
      url: config.url,
      pool: true,
      maxConnections: connections,
      maxMessages: 100,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } satisfies SMTPPool.Options);
  let pool: ReturnType<typeof openPool> | null = null;
  return {
    concurrency: connections,
    async send({ from, to, messageId, rendered, attachments }) {
      pool ??= openPool();
      await pool.sendMail({
        from,
        to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        attachments,
        messageId,
        // RFC 3834: sent by a program, so auto-responders (out of office) do not answer it.
        headers: { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' },
      });
    },
    close() {
      pool?.close();
      pool = null;
    },
  };
}
