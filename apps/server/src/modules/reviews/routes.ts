import { apiErrorSchema, insertedIdSchema, reviewCreateSchema, reviewListQuerySchema, reviewListSchema } from '@partsmith/contract';
import { errorResponses } from '../../lib/error-responses';
import { type Guards, signedInUser } from '../auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewService } from './service';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService; guards: Guards }> = async (app, { reviews, guards }) => {
  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Customer reviews, newest first',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => reviews.listNewest(request.query),
  );

  app.post(
    '/review',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['reviews'],
        summary: 'Add a review (signed in)',
        description: 'Ratings are a whole number from 1 to 5; the image is one uploaded to this shop.',
        body: reviewCreateSchema,
        response: { 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ insertedId: await reviews.create(signedInUser(request).id, request.body) }),
  );
};
