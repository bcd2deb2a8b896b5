import { TOTAL_COUNT_HEADER, apiErrorSchema, idParamsSchema, productListQuerySchema, productListSchema, productSchema } from '@partsmith/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List the parts in the catalogue',
        description: `Newest first unless sorted otherwise. The ${TOTAL_COUNT_HEADER} header carries the number of matching parts.`,
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await catalog.listPage(request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total).type('application/json; charset=utf-8');
      // The page is JSON already, serialised from typed products; a string goes out as it is, skipping the serialiser.
      return (reply as FastifyReply).send(page.json);
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One part',
        params: idParamsSchema,
        response: { 200: productSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => catalog.get(request.params.id),
  );
};
