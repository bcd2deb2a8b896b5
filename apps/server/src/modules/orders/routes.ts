import {
  IDEMPOTENCY_KEY_HEADER,
  deletedCountSchema,
  idParamsSchema,
  insertedIdSchema,
  messages,
  orderCreateSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { z } from 'zod';
import { type Guards, signedInUser } from '../auth';
import type { OrderService } from './service';

const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/, { error: messages.orders.idempotencyKeyInvalid })
    .optional(),
});

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

  app.get(
    '/orders',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: 'Your live orders (an admin may name any email)',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, ...errorResponses },
      },
    },
    async (request) => orders.listFor(signedInUser(request), request.query.email),
  );

  app.get(
    '/orders/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['orders'], summary: 'One order (its owner or an admin)', params: idParamsSchema, response: { 200: orderSchema, ...errorResponses } },
    },
    async (request) => orders.get(signedInUser(request), request.params.id),
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
    { preHandler: requireAdmin, schema: { tags: ['orders'], summary: 'Every live order (admin)', response: { 200: orderListSchema, ...errorResponses } } },
    async () => orders.listAll(),
  );

  app.delete(
    '/allorders/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['orders'],
        summary: 'Cancel an unpaid order and release its stock (admin)',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await orders.cancelAny(request.params.id) }),
  );
};
