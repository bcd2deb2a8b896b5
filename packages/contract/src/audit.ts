import { z } from 'zod';
import { pageQueryShape } from './paging';

/**
 * The audit log (issue 36): every change an admin makes to the shop's data, with who, when, what, and the subject's
 * fields before and after. Each action is named `<subject>.<verb>`; the labels are what the admin page shows.
 */
export const AUDIT_ACTION_LABELS = {
  'part.created': 'Part added',
  'part.updated': 'Part edited',
  'part.price-breaks-set': 'Price breaks set',
  'part.deleted': 'Part deleted',
  'part.imported': 'Part imported',
  'datasheet.added': 'Datasheet added',
  'datasheet.deleted': 'Datasheet deleted',
  'category.created': 'Category added',
  'category.updated': 'Category edited',
  'category.deleted': 'Category deleted',
  'specification.created': 'Specification added',
  'specification.updated': 'Specification edited',
  'specification.deleted': 'Specification deleted',
  'order.status-changed': 'Order status changed',
  'order.cancelled': 'Order cancelled',
  'order.payment-recorded': 'Bank transfer recorded',
  'user.made-admin': 'Made admin',
  'user.profile-updated': 'Profile edited',
  'user.order-limit-set': 'Order limit set',
  'user.deleted': 'Account deleted',
  'review.moderated': 'Review moderated',
  'quote.answered': 'Quote answered',
  'quote.declined': 'Quote declined',
  'settings.updated': 'Shop settings changed',
  'user.tax-exemption-set': 'Tax exemption set',
  'user.payment-terms-set': 'Payment terms set',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

export const AUDIT_SUBJECT_LABELS = {
  part: 'Part',
  datasheet: 'Datasheet',
  category: 'Category',
  specification: 'Specification',
  order: 'Order',
  user: 'Account',
  review: 'Review',
  quote: 'Quote',
  settings: 'Shop settings',
} as const;
export type AuditSubjectType = keyof typeof AUDIT_SUBJECT_LABELS;
export const AUDIT_SUBJECT_TYPES = Object.keys(AUDIT_SUBJECT_LABELS) as [AuditSubjectType, ...AuditSubjectType[]];

/** The subject's type, from its action: 'part.updated' is about a part. */
export const auditSubjectOf = (action: AuditAction) => action.slice(0, action.indexOf('.')) as AuditSubjectType;

/** A subject's fields as the log keeps them: plain JSON values, absent when the subject did not exist on that side. */
export const auditFieldsSchema = z.record(z.string(), z.unknown());
export type AuditFields = z.infer<typeof auditFieldsSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  /** When the change was made (ISO 8601). */
  at: z.string(),
  /** The admin who made it, as they were then: their account may have gone since. */
  actor: z.object({ id: z.string(), email: z.string() }),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.object({
    type: z.enum(AUDIT_SUBJECT_TYPES),
    id: z.string(),
    /** What an admin knows it by (a part number, a category's name, an email), as it was at the change. */
    label: z.string(),
  }),
  before: auditFieldsSchema.nullable(),
  after: auditFieldsSchema.nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The fields whose value differs between the two sides of an entry, in the order the subject lists them (every field of a creation or a deletion). */
export function changedFields({ before, after }: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const fields = new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})]);
  return [...fields].filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]));
}
export const auditPageSchema = z.array(auditEntrySchema);

export const AUDIT_PAGE_SIZE = 50;

const day = (name: string) =>
  z
    .string({ error: `${name} must be a day (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a day (YYYY-MM-DD)` })
    .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), { error: `${name} must be a day (YYYY-MM-DD)` })
    .optional();

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .optional()
    .transform((text) => text || undefined);

/** The log's filters: whose changes, which action or kind of subject, one subject, days from and to (UTC, both included). */
export const auditFilterShape = {
  actor: optionalText('actor', 254).transform((email) => email?.toLowerCase()),
  action: z.enum(AUDIT_ACTIONS, { error: 'action must be one of the audit log actions' }).optional(),
  subjectType: z.enum(AUDIT_SUBJECT_TYPES, { error: `subjectType must be one of ${AUDIT_SUBJECT_TYPES.join(', ')}` }).optional(),
  subjectId: optionalText('subjectId', 64),
  from: day('from'),
  to: day('to'),
};
export const auditQuerySchema = z.object({ ...pageQueryShape(AUDIT_PAGE_SIZE), ...auditFilterShape });
export type AuditQuery = z.output<typeof auditQuerySchema>;
export type AuditParams = z.input<typeof auditQuerySchema>;
export const auditExportQuerySchema = z.object(auditFilterShape);
export type AuditFilters = z.output<typeof auditExportQuerySchema>;
