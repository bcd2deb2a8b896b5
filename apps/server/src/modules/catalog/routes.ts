import {
  SEARCH_COUNT_CAP,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  apiErrorSchema,
  deletedCountSchema,
  idParamsSchema,
  insertedIdSchema,
  priceTiersInputSchema,
  productCreateSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
} from '@partsmith/contract';
import { errorResponses } from '../../lib/error-responses';
import type { Guards } from '../../plugins/guards';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CatalogService } from './service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; guards: Guards }> = async (app, { catalog, guards }) => {
  app.get(
    '/product',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List the parts in the catalogue',
        description: `Newest first unless sorted otherwise. The ${TOTAL_COUNT_HEADER} header carries the number of matching parts; a search counts at most ${SEARCH_COUNT_CAP} past the page's offset, and then also sends ${TOTAL_COUNT_CAPPED_HEADER}: true (at least that many match).`,
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const page = await catalog.listPage(request.query);
      reply.header(TOTAL_COUNT_HEADER, page.total).type('application/json; charset=utf-8');
      if (page.totalCapped) reply.header(TOTAL_COUNT_CAPPED_HEADER, 'true');
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

  app.post(
    '/product',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a part (admin)',
        description: 'Price above 0 in dollars (at most 2 decimals); minimum order at least 1 and not above the quantity; an uploaded image.',
        body: productCreateSchema,
        response: { 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ insertedId: await catalog.create(request.body) }),
  );

  app.patch(
    '/product/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Edit a part and restock it (admin)',
        description:
          'Any of name, description, image, price and minimum; `stockChange` adds pieces to the stock (negative: removes them) as one atomic change, so it is safe while customers order. Orders already placed keep their price.',
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    async (request) => catalog.update(request.params.id, request.body),
  );

  app.put(
    '/product/:id/price-tiers',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: "Set a part's quantity price breaks (admin)",
        description:
          "Replaces the breaks (an empty list removes them): at most 10, each from more pieces and at a lower price per piece (dollars) than the one before, from the part's minimum order on and below its price. An order of at least a break's pieces pays its price per piece; orders already placed keep theirs.",
        params: idParamsSchema,
        body: priceTiersInputSchema,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    async (request) => catalog.replacePriceTiers(request.params.id, request.body),
  );

  app.delete(
    '/product/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Take a part out of the catalogue (admin); orders keep its name and price',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await catalog.delete(request.params.id) }),
  );
};
