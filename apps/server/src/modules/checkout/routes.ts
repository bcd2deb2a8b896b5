import {
  IDEMPOTENCY_KEY_HEADER,
  MAX_ADDRESSES,
  MAX_BOM_LINES,
  MAX_BOM_TEXT_LENGTH,
  MAX_CART_LINES,
  MAX_SAVED_LISTS,
  apiErrorSchema,
  bomPreviewResultSchema,
  bomPreviewSchema,
  cartAddSchema,
  cartLineUpdateSchema,
  cartPreviewSchema,
  cartSchema,
  cartWithSkippedSchema,
  checkoutResultSchema,
  checkoutSchema,
  deletedCountSchema,
  deliveryAddressInputSchema,
  deliveryAddressSchema,
  deliveryAddressesSchema,
  idParamsSchema,
  savedListCreateSchema,
  savedListSchema,
  savedListsSchema,
} from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { idempotencyHeaders } from '../../lib/idempotency-key';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { CheckoutService } from './service';

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService; guards: Guards }> = async (app, { checkout, guards }) => {
  const { requireUser } = guards;
  const cartAnswer = { 200: cartSchema, ...errorResponses };
  const flags =
    "Each line is priced at its quantity's break now and flagged where it cannot be checked out as it is: its part is no longer sold, its price changed since the line was set, or its quantity is below the minimum or above the stock (with the nearest quantity that can be ordered).";

  app.get('/cart', { preHandler: requireUser, schema: { tags: ['cart'], summary: 'Your cart', description: flags, response: cartAnswer } }, async (request) =>
    checkout.cart(signedInUser(request)),
  );

  app.post(
    '/cart/lines',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Add parts to your cart',
        description: `Each quantity is added to the cart's line of its part (a new line when there is none), at the part's price for the new quantity. Also merges a visitor's cart on sign-in. A part no longer sold answers 404; a cart holds at most ${MAX_CART_LINES} lines (409 beyond).`,
        body: cartAddSchema,
        response: cartAnswer,
      },
    },
    async (request) => checkout.addLines(signedInUser(request), request.body.lines),
  );

  app.put(
    '/cart/lines/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cart'],
        summary: "Set the quantity of your cart's line of a part (the id is the part's)",
        description: "The line takes the part's price now: setting it accepts a changed price.",
        params: idParamsSchema,
        body: cartLineUpdateSchema,
        response: cartAnswer,
      },
    },
    async (request) => checkout.setLine(signedInUser(request), request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/lines/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['cart'], summary: "Remove your cart's line of a part (the id is the part's)", params: idParamsSchema, response: cartAnswer },
    },
    async (request) => checkout.removeLine(signedInUser(request), request.params.id),
  );

  app.delete('/cart', { preHandler: requireUser, schema: { tags: ['cart'], summary: 'Empty your cart', response: cartAnswer } }, async (request) =>
    checkout.empty(signedInUser(request)),
  );

  app.post(
    '/cart/preview',
    {
      schema: {
        tags: ['cart'],
        summary: "Price a visitor's cart (kept in the browser); nothing is stored",
        description: `${flags} A part the shop does not know is answered as a line no longer sold.`,
        body: cartPreviewSchema,
        response: { 200: cartSchema, 400: apiErrorSchema },
      },
    },
    async (request) => checkout.preview(request.body.lines),
  );

  app.post(
    '/cart/bom-preview',
    {
      schema: {
        tags: ['cart'],
        summary: 'Match lines of part number and quantity (quick add, BOM upload) to parts; nothing is stored',
        description: `"PART, qty", "PART;qty", "PART<tab>qty" or "PART qty" lines, or a CSV file whose header row names a part number column (part number, part, pn or mpn) and a quantity column (quantity or qty). Blank lines and lines starting with # are skipped; at most ${MAX_BOM_LINES} lines (413 beyond) and ${MAX_BOM_TEXT_LENGTH} characters (400 beyond, as a body that does not validate). Answers 200 when every line can be added as it is, else 422 with the same body and the problem of each line (an unknown part with a suggestion, a duplicate, a bad quantity, a quantity below the minimum or above the stock with the nearest that works).`,
        body: bomPreviewSchema,
        response: { 200: bomPreviewResultSchema, 400: apiErrorSchema, 413: apiErrorSchema, 422: bomPreviewResultSchema },
      },
    },
    async (request, reply) => {
      const result = await checkout.previewBom(request.body.text);
      return reply.status(result.code ? 422 : 200).send(result);
    },
  );

  app.get(
    '/lists',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lists'],
        summary: `Your saved lists, newest first (at most ${MAX_SAVED_LISTS})`,
        response: { 200: savedListsSchema, ...errorResponses },
      },
    },
    async (request) => checkout.lists(signedInUser(request)),
  );

  app.post(
    '/lists',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lists'],
        summary: 'Save your cart as a list',
        description: `A list of the same name is replaced (200); a new one answers 201. An empty cart answers 409, and so does a new list beyond ${MAX_SAVED_LISTS}.`,
        body: savedListCreateSchema,
        response: { 200: savedListSchema, 201: savedListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { list, replaced } = await checkout.saveList(signedInUser(request), request.body.name);
      return reply.status(replaced ? 200 : 201).send(list);
    },
  );

  app.delete(
    '/lists/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['lists'], summary: 'Delete one of your saved lists', params: idParamsSchema, response: { 200: deletedCountSchema, ...errorResponses } },
    },
    async (request) => ({ deletedCount: await checkout.deleteList(signedInUser(request), request.params.id) }),
  );

  const skippedDescription = 'Added as POST /api/cart/lines adds lines; the parts no longer sold are left out and named in `skipped`.';

  app.post(
    '/lists/:id/to-cart',
    {
      preHandler: requireUser,
      schema: {
        tags: ['lists'],
        summary: "Add a saved list's lines to your cart",
        description: skippedDescription,
        params: idParamsSchema,
        response: { 200: cartWithSkippedSchema, ...errorResponses },
      },
    },
    async (request) => checkout.listToCart(signedInUser(request), request.params.id),
  );

  app.post(
    '/orders/:id/to-cart',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "Order again: add your order's lines to your cart",
        description: skippedDescription,
        params: idParamsSchema,
        response: { 200: cartWithSkippedSchema, ...errorResponses },
      },
    },
    async (request) => checkout.orderToCart(signedInUser(request), request.params.id),
  );

  app.get(
    '/addresses',
    {
      preHandler: requireUser,
      schema: {
        tags: ['addresses'],
        summary: `Your delivery addresses, the most recently used first (at most ${MAX_ADDRESSES})`,
        response: { 200: deliveryAddressesSchema, ...errorResponses },
      },
    },
    async (request) => checkout.addresses(signedInUser(request)),
  );

  app.post(
    '/addresses',
    {
      preHandler: requireUser,
      schema: {
        tags: ['addresses'],
        summary: 'Add a delivery address to your address book',
        description: `The same phone and address answer the one the book has (200); a new one answers 201. A book holds ${MAX_ADDRESSES}: beyond, the least recently used goes.`,
        body: deliveryAddressInputSchema,
        response: { 200: deliveryAddressSchema, 201: deliveryAddressSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { address, created } = await checkout.saveAddress(signedInUser(request), request.body);
      return reply.status(created ? 201 : 200).send(address);
    },
  );

  app.delete(
    '/addresses/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['addresses'],
        summary: 'Delete one of your delivery addresses',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await checkout.deleteAddress(signedInUser(request), request.params.id) }),
  );

  app.post(
    '/checkout',
    {
      preHandler: requireUser,
      schema: {
        tags: ['cart'],
        summary: 'Check your cart out into one order',
        description:
          "To an address of your book (addressId), or to a phone and address (saved to the book). Every line is booked at its price break, or none is: the order's stock, minimum and limits apply as for POST /api/orders. An empty cart answers 409, and so does a flagged line (code CART_CHANGED: GET /api/cart shows what changed). The checked-out lines leave the cart. An Idempotency-Key header makes a retried request answer the first one's order (200).",
        headers: idempotencyHeaders,
        body: checkoutSchema,
        response: { 200: checkoutResultSchema, 201: checkoutResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { order, repeated } = await checkout.checkout(signedInUser(request), request.body, request.headers[IDEMPOTENCY_KEY_HEADER] ?? null);
      return reply.status(repeated ? 200 : 201).send({ insertedId: order._id, order });
    },
  );
};
