import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Intent {
  id: string;
  object: 'payment_intent';
  livemode: boolean;
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
}

/**
 * A stateful imitation of the parts of Stripe's API the shop uses (PaymentIntents and Refunds), speaking Stripe's
 * wire format: form-encoded requests, JSON answers, Idempotency-Key replays, Stripe-shaped errors.
 */
export async function startFakeStripe({ secretKey }: { secretKey: string }) {
  const intents = new Map<string, Intent>();
  const idempotent = new Map<string, string>();
  const refunds: { id: string; payment_intent: string }[] = [];

  const error = (response: http.ServerResponse, status: number, message: string, type = 'invalid_request_error', code?: string) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { type, message, ...(code ? { code } : {}) } }));
  };
  const json = (response: http.ServerResponse, body: unknown) => {
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${crypto.randomBytes(6).toString('hex')}` });
    response.end(JSON.stringify(body));
  };

  const server = http.createServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) return error(response, 401, 'Invalid API Key provided', 'invalid_request_error');
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const form = new URLSearchParams(raw);
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const key = request.headers['idempotency-key'];

    if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) return json(response, intents.get(replay));
      const id = `pi_${crypto.randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries([...form].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]));
      const intent: Intent = {
        id,
        object: 'payment_intent',
        // The shop's tests use test-mode keys.
        livemode: false,
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
        metadata,
        receipt_email: form.get('receipt_email'),
      };
      intents.set(id, intent);
      if (typeof key === 'string') idempotent.set(key, id);
      return json(response, intent);
    }
    const cancelPath = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(url.pathname);
    if (request.method === 'POST' && cancelPath) {
      const intent = intents.get(cancelPath[1] ?? '');
      if (!intent) return error(response, 404, `No such payment_intent: '${cancelPath[1]}'`, 'invalid_request_error', 'resource_missing');
      if (intent.status === 'succeeded')
        return error(
          response,
          400,
          'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          'invalid_request_error',
          'payment_intent_unexpected_state',
        );
      intent.status = 'canceled';
      return json(response, intent);
    }
    const intentPath = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1] ?? '');
      return intent ? json(response, intent) : error(response, 404, `No such payment_intent: '${intentPath[1]}'`, 'invalid_request_error', 'resource_missing');
    }
    if (request.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent || intent.status !== 'succeeded') return error(response, 400, 'This PaymentIntent has no successful charge to refund.');
      const refund = {
        id: `re_${crypto.randomBytes(8).toString('hex')}`,
        object: 'refund',
        status: 'succeeded',
        amount: intent.amount,
        payment_intent: intent.id,
      };
      refunds.push(refund);
      return json(response, refund);
    }
    error(response, 404, `Unrecognized request URL (${request.method}: ${url.pathname})`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    intents,
    refunds,
    /** What Stripe.js does in the browser when the card is accepted. */
    succeed(intentId: string, change: Partial<Intent> = {}) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`no intent ${intentId}`);
      Object.assign(intent, { status: 'succeeded' }, change);
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
