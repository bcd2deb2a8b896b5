import {
  TOTAL_COUNT_HEADER,
  idParamsSchema,
  insertedIdSchema,
  myQuoteListQuerySchema,
  quoteAcceptSchema,
  quoteAnswerSchema,
  quoteListQuerySchema,
  quoteListSchema,
  quoteRequestSchema,
  quoteSchema,
} from '@partsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { QuoteService } from './service';

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService; guards: Guards }> = async (app, { quotes, guards }) => {
  const { requireUser, requireAdmin } = guards;
  const listDescription = `Newest first. The ${TOTAL_COUNT_HEADER} header carries the number of matching quotes.`;
  const sendPage = (reply: FastifyReply, page: { quotes: unknown[]; total: number }) => reply.header(TOTAL_COUNT_HEADER, page.total).send(page.quotes);

  app.post(
    '/quotes',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'Request a quote for a quantity of a part, also beyond its stock (customers)',
        description: "At least the part's minimum order. An account may have a few requests waiting for an answer, and make a few an hour.",
        body: quoteRequestSchema,
        response: { 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ insertedId: await quotes.request(signedInUser(request), request.body) }),
  );

  app.get(
    '/quotes',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'A page of your quotes',
        description: listDescription,
        querystring: myQuoteListQuerySchema,
        response: { 200: quoteListSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPage(reply, await quotes.listMine(signedInUser(request), request.query)),
  );

  app.get(
    '/quotes/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'One quote (its customer or an admin)',
        params: idParamsSchema,
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    async (request) => quotes.get(signedInUser(request), request.params.id),
  );

  app.post(
    '/quotes/:id/accept',
    {
      preHandler: requireUser,
      schema: {
        tags: ['quotes'],
        summary: 'Accept your answered quote: an unpaid order at the quoted price',
        description:
          'The parts are taken off the stock at once, as for any order, and the order limits apply. Accepting again answers 200 with the same order.',
        params: idParamsSchema,
        body: quoteAcceptSchema,
        response: { 200: insertedIdSchema, 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { orderId, repeated } = await quotes.accept(signedInUser(request), request.params.id, request.body);
      return reply.status(repeated ? 200 : 201).send({ insertedId: orderId });
    },
  );

  app.get(
    '/allquotes',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['quotes'],
        summary: "A page of every customer's quote requests (admin)",
        description: listDescription,
        querystring: quoteListQuerySchema,
        response: { 200: quoteListSchema, ...errorResponses },
      },
    },
    async (request, reply) => sendPage(reply, await quotes.listAll(request.query)),
  );

  app.patch(
    '/allquotes/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['quotes'],
        summary: 'Answer a requested quote with a price per piece and a date, or decline it (admin)',
        description: 'An answer holds for 14 days. The customer is sent an email either way.',
        params: idParamsSchema,
        body: quoteAnswerSchema,
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    async (request) => quotes.answer(signedInUser(request), request.params.id, request.body),
  );
};
