import {
  TOTAL_COUNT_HEADER,
  apiErrorSchema,
  idParamsSchema,
  insertedIdSchema,
  myReviewSchema,
  reviewCreateSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewRecordListSchema,
  reviewRecordSchema,
  reviewVisibilitySchema,
} from '@partsmith/contract';
import { errorResponses } from '../../lib/error-responses';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewService } from './service';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService; guards: Guards }> = async (app, { reviews, guards }) => {
  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Customer reviews, newest first',
        description: 'Reviews an admin has hidden are left out. `verified` marks an author who had a paid order.',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => reviews.listNewest(request.query),
  );

  app.get(
    '/review/mine',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Your review, and whether you may add one (signed in)',
        description: 'Customers with a paid order (paid, shipped or delivered) may add one review; admins none.',
        response: { 200: myReviewSchema, ...errorResponses },
      },
    },
    async (request) => reviews.mine(signedInUser(request)),
  );

  app.post(
    '/review',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Add your review (a customer with a paid order, once)',
        description:
          'Ratings are a whole number from 1 to 5; the image is one uploaded to this shop. 403 without a paid order or for an admin; 409 when the account already has a review.',
        body: reviewCreateSchema,
        response: { 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ insertedId: await reviews.create(signedInUser(request), request.body) }),
  );

  app.get(
    '/allreviews',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'A page of every review, hidden ones too, newest first (admin)',
        description: `The ${TOTAL_COUNT_HEADER} header carries the number of reviews.`,
        querystring: reviewListQuerySchema,
        response: { 200: reviewRecordListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await reviews.listAll(request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.reviews);
    },
  );

  app.patch(
    '/review/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['reviews'],
        summary: 'Hide a review from the shop, or show it again (admin)',
        params: idParamsSchema,
        body: reviewVisibilitySchema,
        response: { 200: reviewRecordSchema, ...errorResponses },
      },
    },
    async (request) => reviews.setHidden(signedInUser(request), request.params.id, request.body.hidden),
  );
};
