import { siteContentSchema, type SiteContent } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The content only changes when the server restarts with other configuration, so browsers may keep it briefly. */
const CACHE_CONTROL = 'public, max-age=300';

export const siteRoutes: FastifyPluginAsyncZod<{ content: SiteContent }> = async (app, { content }) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: "The shop's contact details, about text, portfolio and blog posts",
        response: { 200: siteContentSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', CACHE_CONTROL).send(content),
  );
};
