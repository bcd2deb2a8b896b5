import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN } from './accounts';
import { siteImageSchema } from './content';

/**
 * The shop's own content (contact details, about, portfolio, blog): configuration with defaults on the server,
 * answered by GET /api/site, read by the static pages.
 */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(max, { error: `must be at most ${max} characters` });
const webAddress = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' });
/** An address on another site, or a path on this one such as /blog. */
const siteLink = z.union([webAddress, z.string().regex(/^\/[\w\-/.]*$/)], { error: 'must be an http(s) address or a path starting with /' });

export const contactSchema = z.object({
  companyName: text(120),
  phone: z.string().trim().regex(PHONE_PATTERN, { error: 'must be a phone number such as +880 2 9870 1234' }),
  email: z.string().trim().max(254).regex(EMAIL_PATTERN, { error: 'must be an email address' }),
  address: text(300),
  website: webAddress,
});
export type Contact = z.infer<typeof contactSchema>;

export const aboutSchema = z.object({
  heading: text(120),
  paragraphs: z.array(text(2000)).min(1).max(20),
});
export type About = z.infer<typeof aboutSchema>;

export const portfolioSchema = z.object({
  name: text(100),
  role: text(100),
  photo: siteImageSchema,
  photoAlt: text(200),
  goal: text(1000),
  education: z
    .array(z.object({ degree: text(150), school: text(150), years: text(30) }))
    .min(1)
    .max(10),
  skills: z.array(text(60)).min(1).max(40),
  links: z.array(z.object({ label: text(60), url: siteLink })).max(10),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const blogPostSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'must be lower-case words joined by hyphens' }),
  title: text(150),
  date: z.iso.date({ error: 'must be a date such as 2022-05-24' }),
  summary: text(500),
  paragraphs: z.array(text(4000)).min(1).max(30),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const siteContentSchema = z.object({
  contact: contactSchema,
  about: aboutSchema,
  portfolio: portfolioSchema,
  blog: z.array(blogPostSchema).max(50),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

/** The optional SITE_CONTENT_FILE: any section it has replaces the default one; contact details one by one. */
export const siteContentFileSchema = z.strictObject({
  contact: contactSchema.partial().strict().optional(),
  about: aboutSchema.optional(),
  portfolio: portfolioSchema.optional(),
  blog: siteContentSchema.shape.blog.optional(),
});
export type SiteContentOverrides = z.infer<typeof siteContentFileSchema>;
