import { Readable } from 'node:stream';
import {
  IDEMPOTENCY_KEY_HEADER,
  type Order,
  TOTAL_COUNT_HEADER,
  deletedCountSchema,
  emailParamsSchema,
  idParamsSchema,
  insertedIdSchema,
  orderCreateSchema,
  orderDetailSchema,
  orderExportQuerySchema,
  orderLimitSchema,
  orderLimitUpdateSchema,
  orderListQuerySchema,
  orderListSchema,
  orderStatusChangeSchema,
  transferPaymentSchema,
} from '@partsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { sendCsvFile } from '../../lib/send-csv';
import { sendJson } from '../../lib/send-json';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { OrderService } from './service';

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderService; guards: Guards }> = async (app, { orders, guards }) => {
  const { requireUser, requireAdmin } = guards;

  app.post(
    '/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Book a quantity of a part',
        description:
          "The quantity must lie between the part's minimum order and its stock; it is taken off the stock at once. The total comes from the database price; a productName, email or price in the body is ignored. An Idempotency-Key header makes a retried request create one order.",
        headers: idempotencyHeaders,
        body: orderCreateSchema,
        response: { 200: insertedIdSchema, 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { orderId, repeated } = await orders.place(signedInUser(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER] ?? null);
      return reply.status(repeated ? 200 : 201).send({ insertedId: orderId });
    },
  );

  const listDescription = `Newest first unless sorted otherwise; live orders (all but cancelled) unless \`status\` says otherwise; \`overdue=true\` keeps the orders on terms past their transfer's due day, shipped or not. \`toShip=true\` keeps those awaiting shipment: paid ones, and unpaid ones on terms (an order ships once no line waits for stock). The ${TOTAL_COUNT_HEADER} header carries the number of matching orders.`;
  const sendPage = (reply: FastifyReply, page: { orders: Order[]; total: number }) => sendJson(reply.header(TOTAL_COUNT_HEADER, page.total), page.orders);

  app.get(
    '/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'A page of your orders (an admin may name any email)',
        description: listDescription,
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPage(reply, await orders.listFor(signedInUser(request), request.query)),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'One order and the history of its status (its owner or an admin)',
        params: idParamsSchema,
        response: { 200: orderDetailSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendJson(reply, await orders.get(signedInUser(request), request.params.id)),
  );

  app.delete(
    '/orders/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Cancel your unpaid order; its quantity goes back to stock',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await orders.cancelOwn(signedInUser(request), request.params.id) }),
  );

  app.get(
    '/allorders',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: "A page of every customer's orders (admin)",
        description: listDescription,
        querystring: orderListQuerySchema.omit({ email: true }),
        response: { 200: orderListSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPage(reply, await orders.listAll(request.query)),
  );

  app.get(
    '/allorders/export',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'The orders the filters match, as a CSV file (admin)',
        description: 'UTF-8 with a byte-order mark, RFC 4180 quoting; cells a spreadsheet would read as a formula start with an apostrophe.',
        querystring: orderExportQuerySchema,
        response: errorResponses,
      },
    },
    async (request, reply) => sendCsvFile(reply as FastifyReply, 'orders', Readable.from(orders.exportCsv(request.query))),
  );

  app.patch(
    '/allorders/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Ship a paid order or an unpaid one on terms, or mark a shipped one delivered (admin)',
        description: 'Shipping may name the carrier and the tracking number. Each change is recorded in the order history with its time and the admin.',
        params: idParamsSchema,
        body: orderStatusChangeSchema,
        response: { 200: orderDetailSchema, ...errorResponses },
      },
    },
    async (request) => orders.changeStatus(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/allorders/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Cancel an unpaid order, or refund and cancel a paid one, and release its stock (admin)',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await orders.cancelAny(signedInUser(request), request.params.id) }),
  );

  app.post(
    '/allorders/:id/payment',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Record the bank transfer that paid an order on terms (admin)',
        description:
          "The amount must be the order's total; the bank's reference becomes the order's transaction id. An unpaid order becomes paid; one shipped before its transfer keeps its status and is marked paid.",
        params: idParamsSchema,
        body: transferPaymentSchema,
        response: { 200: orderDetailSchema, ...errorResponses },
      },
    },
    async (request) => orders.recordTransfer(signedInUser(request), request.params.id, request.body),
  );

  /** What both routes of an account's limit on unpaid orders answer, and about which account. */
  const limitSchema = {
    tags: ['orders'],
    description:
      "The value the account's unpaid orders may hold: the one an admin set for it, else its tier's (address unconfirmed; confirmed, before its first payment; once it has paid an order), in dollars, with what they hold now and how long a new order holds its parts.",
    params: emailParamsSchema,
    response: { 200: orderLimitSchema, ...errorResponses },
  };

  app.get(
    '/user/order-limit/:email',
    { preHandler: requireUser, schema: { ...limitSchema, summary: 'What an account may hold in unpaid orders (own email, or any for an admin)' } },
    async (request) => orders.limitOf(signedInUser(request), request.params.email),
  );

  app.put(
    '/user/order-limit/:email',
    {
      preHandler: requireAdmin,
      schema: { ...limitSchema, summary: "Set an account's own limit on unpaid orders, or null for its tier's (admin)", body: orderLimitUpdateSchema },
    },
    async (request) => orders.setOwnLimit(signedInUser(request), request.params.email, request.body.ownLimit),
  );
};
