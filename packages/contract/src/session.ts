import { z } from 'zod';

/**
 * What GET /api/auth/get-session answers for a signed-in request (null otherwise): the session and its account, as
 * Better Auth answers it with this shop's configuration, without the session's token, which never reaches page
 * JavaScript. The server's own reader gives the same answer (apps/server/src/modules/auth/session-reader.ts), and a
 * test holds both to this schema.
 */
export const sessionSchema = z.strictObject({
  session: z.strictObject({
    id: z.string(),
    userId: z.string(),
    expiresAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
  }),
  user: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** The address was confirmed from the verification mail, a reset link, or Google. */
    emailVerified: z.boolean(),
    image: z.string().nullable(),
    role: z.enum(['admin']).nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
});
export type Session = z.infer<typeof sessionSchema>;
export type SessionUser = Session['user'];
