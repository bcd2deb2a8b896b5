import {
  TOTAL_COUNT_HEADER,
  adminStatusSchema,
  companyAccountSchema,
  companyDetailsSchema,
  deletedCountSchema,
  emailParamsSchema,
  emailSchema,
  modifiedCountSchema,
  profileSchema,
  profileUpdateSchema,
  taxExemptionSchema,
  paymentTermsSchema,
  tokenSchema,
  userListQuerySchema,
  userListSchema,
} from '@partsmith/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { type Guards, signedInUser } from '../../plugins/guards';
import type { UserService } from './service';

export const userRoutes: FastifyPluginAsyncZod<{ users: UserService; guards: Guards }> = async (app, { users, guards }) => {
  const { requireUser, requireAdmin } = guards;

  app.get(
    '/admin/:email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Is this account an admin? (own email, or any for an admin)',
        params: emailParamsSchema,
        response: { 200: adminStatusSchema, ...errorResponses },
      },
    },
    async (request) => ({ admin: await users.isAdmin(signedInUser(request), request.params.email) }),
  );

  app.get(
    '/user',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'A page of the accounts, newest first (admin)',
        description: `\`q\` matches part of an email or a name. The ${TOTAL_COUNT_HEADER} header carries the number of matching accounts.`,
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const page = await users.list(request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.users);
    },
  );

  app.put(
    '/user/:email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'A bearer token for API clients, for your own account',
        description:
          'Send it as Authorization: Bearer <token>. It ends when you sign out everywhere (POST /api/auth/revoke-sessions) or the account is deleted. ' +
          'An account keeps a limited number of tokens (minting another ends the oldest one, never the session you call with) and mints a limited number per window (then 429 with Retry-After).',
        params: emailParamsSchema,
        body: z.object({ email: emailSchema.optional() }).optional(),
        response: { 200: tokenSchema, ...errorResponses },
      },
    },
    async (request) => ({ token: await users.issueToken(signedInUser(request), request.params.email, request.body?.email) }),
  );

  app.put(
    '/user/admin/:email',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Make a user an admin (admin)',
        params: emailParamsSchema,
        response: { 200: modifiedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ modifiedCount: await users.promote(signedInUser(request), request.params.email) }),
  );

  app.delete(
    '/user/:email',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Delete a user and end their sessions; their orders stay (admin)',
        params: emailParamsSchema,
        response: { 200: deletedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ deletedCount: await users.delete(signedInUser(request), request.params.email) }),
  );

  app.get(
    '/user/profile/:email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'A profile (own, or any for an admin)',
        params: emailParamsSchema,
        response: { 200: profileSchema, ...errorResponses },
      },
    },
    async (request) => users.profile(signedInUser(request), request.params.email),
  );

  app.put(
    '/user/update/:email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Update your own profile',
        params: emailParamsSchema,
        body: profileUpdateSchema,
        response: { 200: modifiedCountSchema, ...errorResponses },
      },
    },
    async (request) => ({ modifiedCount: await users.updateProfile(signedInUser(request), request.params.email, request.body) }),
  );

  app.get(
    '/user/company/:email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: "An account's company details and tax exemption (own, or any for an admin)",
        params: emailParamsSchema,
        response: { 200: companyAccountSchema, ...errorResponses },
      },
    },
    async (request) => users.company(signedInUser(request), request.params.email),
  );

  app.put(
    '/user/company/:email',
    {
      preHandler: requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Set your own company details',
        description: 'Company name, tax number (BIN/VAT) and billing address, each may be empty. Invoices issued from now on name them.',
        params: emailParamsSchema,
        body: companyDetailsSchema,
        response: { 200: companyAccountSchema, ...errorResponses },
      },
    },
    async (request) => users.updateCompany(signedInUser(request), request.params.email, request.body),
  );

  app.put(
    '/user/tax-exemption/:email',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Mark an account exempt from tax, or clear it (admin)',
        description: "`certificate`: the exemption certificate's number; null clears it. Orders placed from now on pay no tax. Recorded in the audit log.",
        params: emailParamsSchema,
        body: taxExemptionSchema,
        response: { 200: companyAccountSchema, ...errorResponses },
      },
    },
    async (request) => users.setTaxExemption(signedInUser(request), request.params.email, request.body),
  );

  app.put(
    '/user/payment-terms/:email',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Let an account order by bank transfer on terms, or take it away (admin)',
        description:
          '`days`: net days to pay (1 to 120; null: card only); `creditLimit`: the most, in dollars, the account may owe on terms at once. Recorded in the audit log.',
        params: emailParamsSchema,
        body: paymentTermsSchema,
        response: { 200: companyAccountSchema, ...errorResponses },
      },
    },
    async (request) => users.setPaymentTerms(signedInUser(request), request.params.email, request.body),
  );
};
