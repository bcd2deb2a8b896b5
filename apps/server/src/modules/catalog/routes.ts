import {
  SEARCH_COUNT_CAP,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
  apiErrorSchema,
  catalogueFacetsSchema,
  deletedCountSchema,
  idParamsSchema,
  insertedIdSchema,
  priceTiersInputSchema,
  productCreateSchema,
  productDetailSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  productUpdateSchema,
} from '@partsmith/contract';
import { errorResponses } from '../../lib/error-responses';
import { sendJson } from '../../lib/send-json';
import { type Guards, signedInUser } from '../../plugins/guards';
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
        description: `Newest first unless sorted otherwise; a search that is a part's exact part number lists that part first. Filters: category (address name: its parts and those below it), inStock=true, minPrice and maxPrice (dollars), and repeated spec=key:value (a choice, or true/false; several values of one key match any) or spec=key:min..max (a number; either end may be left out), which need a category. The ${TOTAL_COUNT_HEADER} header carries the number of matching parts; across the whole catalogue a search or filter counts at most ${SEARCH_COUNT_CAP} past the page's offset, and then also sends ${TOTAL_COUNT_CAPPED_HEADER}: true (at least that many match).`,
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
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
    '/product/facets',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The counts beside a filtered list of parts',
        description:
          'Takes the query of GET /api/product (its limit, offset and sort play no part). Each count applies every filter but its own: a choice counts the parts the list would hold with it chosen too (choices of one specification match any of them; different specifications must all match). Within a category the counts are exact; across the whole catalogue they stop at the search count cap, and then `capped` is true.',
        querystring: productListQuerySchema,
        response: { 200: catalogueFacetsSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    // Built field by field as the contract's type (toFacets), so it goes out past the serialiser's check (decision 0021).
    async (request, reply) => sendJson(reply as FastifyReply, await catalog.facets(request.query)),
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One part, with the path to its category and its datasheets (public)',
        params: idParamsSchema,
        response: { 200: productDetailSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => catalog.detail(request.params.id),
  );

  app.post(
    '/product',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Add a part (admin)',
        description:
          "Price above 0 in dollars (at most 2 decimals); minimum order at least 1 and not above the quantity; an uploaded image. Also, at once: partNumber (unique among listed parts; absent, the shop numbers it P-<id>), categoryId, specifications ({ key: value } for the category's own and inherited specifications), priceTiers (as PUT price-tiers takes them), taxCategory (standard, reduced or zero: which of the shop's tax rates it sells at; absent: standard) and leadTimeDays (a whole number of days from 1 to 365: the part may be ordered beyond its stock, the rest promised within that many days; absent or null: only what is in stock is sold).",
        body: productCreateSchema,
        response: { 201: insertedIdSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send({ insertedId: await catalog.create(signedInUser(request), request.body) }),
  );

  app.patch(
    '/product/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['catalogue'],
        summary: 'Edit a part and restock it (admin)',
        description:
          'Any of name, description, image, price, minimum, partNumber, categoryId (a part moved keeps only the values its new category declares), specifications (null removes a value), taxCategory (standard, reduced or zero) and leadTimeDays (1 to 365 days; null removes it); `stockChange` adds pieces to the stock (negative: removes them) as one atomic change, so it is safe while customers order. Orders already placed keep their price.',
        params: idParamsSchema,
        body: productUpdateSchema,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    async (request) => catalog.update(signedInUser(request), request.params.id, request.body),
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
    async (request) => catalog.replacePriceTiers(signedInUser(request), request.params.id, request.body),
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
    async (request) => ({ deletedCount: await catalog.delete(signedInUser(request), request.params.id) }),
  );
};
