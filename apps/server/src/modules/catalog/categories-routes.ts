import {
  MAX_CATEGORIES,
  MAX_CATEGORY_DEPTH,
  MAX_SPECIFICATIONS_PER_CATEGORY,
  categoryInputSchema,
  categoryListSchema,
  categorySchema,
  categoryUpdateSchema,
  deletedCountSchema,
  idParamsSchema,
  specificationInputSchema,
  specificationSchema,
  specificationUpdateSchema,
} from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { CategoriesService } from './categories-service';

/** The category tree and its specifications: read by anyone, changed by admins. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService; guards: Guards }> = async (app, { categories, guards }) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every category, with its listed parts (its own and those below it) and its own specifications',
        description:
          'Parents before their children, siblings by position then name. A part fills in the specifications of its category and of every category above it.',
        response: { 200: categoryListSchema },
      },
    },
    async () => categories.list(),
  );

  app.post(
    '/categories',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['categories'],
        summary: 'Add a category (admin)',
        description: `At most ${MAX_CATEGORIES} categories, ${MAX_CATEGORY_DEPTH} levels deep; the address name (slug) is unique.`,
        body: categoryInputSchema,
        response: { 201: categorySchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.create(signedInUser(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['categories'],
        summary: 'Rename, describe, reorder or move a category (admin)',
        description:
          'A move may not put a category below itself or deeper than the limit, nor give its parts a key twice; parts moved with it lose the values of specifications they no longer inherit.',
        params: idParamsSchema,
        body: categoryUpdateSchema,
        response: { 200: categorySchema, ...errorResponses },
      },
    },
    async (request) => categories.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['categories'],
        summary: 'Delete a category and its specifications (admin): refused while it holds parts or has categories below it',
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await categories.delete(signedInUser(request), request.params.id) }),
  );

  app.post(
    '/categories/:id/specifications',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['categories'],
        summary: "Declare a specification of a category's parts (admin)",
        description: `At most ${MAX_SPECIFICATIONS_PER_CATEGORY} per category; a key appears once along any path from the top category down.`,
        params: idParamsSchema,
        body: specificationInputSchema,
        response: { 201: specificationSchema, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await categories.createSpecification(signedInUser(request), request.params.id, request.body)),
  );

  app.patch(
    '/specifications/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['categories'],
        summary: 'Rename a specification, change its unit, choices or position (admin)',
        description: 'Its key and kind never change. A choice that parts have cannot be removed.',
        params: idParamsSchema,
        body: specificationUpdateSchema,
        response: { 200: specificationSchema, ...errorResponses },
      },
    },
    async (request) => categories.updateSpecification(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/specifications/:id',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['categories'],
        summary: "Delete a specification and every part's value of it (admin)",
        params: idParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await categories.deleteSpecification(signedInUser(request), request.params.id) }),
  );
};
