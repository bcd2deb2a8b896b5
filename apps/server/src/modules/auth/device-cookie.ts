import crypto from 'node:crypto';

/** The device cookie's name for Better Auth, which prefixes it like its own (better-auth.device; __Secure- on https). */
export const DEVICE_COOKIE = 'device';
/** A browser stays known to an account for a year after it last signed in to it. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Which account a device cookie is for: a hash of the email, so that the cookie does not hold the address itself. */
const accountTag = (email: string) => crypto.createHash('sha256').update(email).digest('base64url');

/** The value of a new device cookie (signed by Better Auth) for a browser that just signed in to `email`: a random id, and the account. */
export const newDeviceCookie = (email: string) => `${crypto.randomBytes(16).toString('base64url')}:${accountTag(email)}`;

/** The device id of a device cookie whose signature held (Better Auth answers null or false otherwise), if it is for `email`. */
export function deviceFor(value: string | null | false, email: string): string | null {
  if (!value) return null;
  const [device, tag] = value.split(':');
  return device && tag === accountTag(email) ? device : null;
}
