import { apiErrorSchema, reviewListQuerySchema, reviewListSchema } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReviewService } from './service';

export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
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
};
