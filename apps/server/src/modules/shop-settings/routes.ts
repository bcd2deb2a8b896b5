import { publicTaxRulesSchema, shopSettingsSchema } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { ShopSettingsService } from './service';

export const shopSettingsRoutes: FastifyPluginAsyncZod<{ settings: ShopSettingsService; guards: Guards }> = async (app, { settings, guards }) => {
  app.get(
    '/shop/tax',
    {
      schema: {
        tags: ['catalogue'],
        summary: "The shop's tax rates and delivery charge, as a cart shows them",
        description: 'Rates in percent, amounts in dollars; `freeDeliveryFrom` null: delivery is never free.',
        response: { 200: publicTaxRulesSchema },
      },
    },
    async () => settings.publicTaxRules(),
  );

  app.get(
    '/admin/settings',
    {
      preHandler: guards.requireAdmin,
      schema: { tags: ['admin'], summary: "The shop's tax, delivery and invoice settings (admin)", response: { 200: shopSettingsSchema, ...errorResponses } },
    },
    async () => settings.settings(),
  );

  app.put(
    '/admin/settings',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: "Sets the shop's tax, delivery and invoice settings (admin)",
        description: 'Orders placed from now on use them; placed orders and issued invoices keep theirs. Recorded in the audit log.',
        body: shopSettingsSchema,
        response: { 200: shopSettingsSchema, ...errorResponses },
      },
    },
    async (request) => settings.update(signedInUser(request), request.body),
  );
};
