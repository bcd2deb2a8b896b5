import { TOTAL_COUNT_HEADER, emailPreferencesSchema, mailOptionsSchema, mailboxQuerySchema, mailboxSchema } from '@partsmith/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailMessages } from '@partsmith/contract/mail-messages';
import type { MailTransportConfig } from '../../config';
import { errorResponses } from '../../lib/error-responses';
import { NotFoundError } from '../../lib/errors';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { MailService } from './service';

export const emailPreferenceRoutes: FastifyPluginAsyncZod<{ mail: MailService; guards: Guards }> = async (app, { mail, guards }) => {
  app.get(
    '/email-preferences',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Which order emails you get',
        description: 'Order updates (placed, paid, shipped) and payment reminders. Cancellations, refunds and account emails are always sent.',
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => mail.preferences(signedInUser(request).id),
  );

  app.put(
    '/email-preferences',
    {
      preHandler: guards.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Choose which order emails you get',
        body: emailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...errorResponses },
      },
    },
    async (request) => mail.setPreferences(signedInUser(request).id, request.body),
  );
};

/**
 * The messages a shop without a mail server would have sent, for the demo and for development: only on a shop nobody
 * else can reach (`transport` 'mailbox'); else 404, saying why. And whether there is one, for the admins' menu.
 */
export const mailboxRoutes: FastifyPluginAsyncZod<{ mail: MailService; guards: Guards; transport: MailTransportConfig['kind'] }> = async (
  app,
  { mail, guards, transport },
) => {
  app.get(
    '/admin/mailbox',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The development mailbox: the emails the shop sent, newest first (admin)',
        description: `Only while no SMTP_URL is set, on a shop that only its own machine can reach (HOST, PUBLIC_URL and TRUST_PROXY all loopback); otherwise 404. \`to\` shows the messages to one address. The ${TOTAL_COUNT_HEADER} header carries how many match.`,
        querystring: mailboxQuerySchema,
        response: { 200: mailboxSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (transport !== 'mailbox') throw new NotFoundError(transport === 'smtp' ? mailMessages.errors.mailboxOff : mailMessages.errors.mailboxHeld);
      const page = await mail.mailbox(request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.messages);
    },
  );

  app.get(
    '/admin/mail-options',
    {
      preHandler: guards.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Whether this shop has a development mailbox (admin)',
        response: { 200: mailOptionsSchema, ...errorResponses },
      },
    },
    async () => ({ mailbox: transport === 'mailbox' }),
  );
};
