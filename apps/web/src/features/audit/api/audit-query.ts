import { AUDIT_ACTIONS, AUDIT_PAGE_SIZE, AUDIT_SUBJECT_TYPES, type AuditAction, type AuditSubjectType } from '@partsmith/contract';

/** The audit log's filters as the page keeps them in its address: '' is no filter. */
export interface AuditLogFilters {
  actor: string;
  action: AuditAction | '';
  subjectType: AuditSubjectType | '';
  subjectId: string;
  /** Days (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
}

export const AUDIT_FILTER_NAMES = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to'] as const satisfies readonly (keyof AuditLogFilters)[];

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const oneOf = <T extends string>(options: readonly T[], text: string | null): T | '' => options.find((option) => option === text) ?? '';

/** Reads ?actor=, ?action=, ?subjectType=, ?subjectId=, ?from= and ?to= leniently: anything unusable is no filter. */
export function auditFiltersFromSearch(searchParams: URLSearchParams): AuditLogFilters {
  const text = (name: string, max: number) => (searchParams.get(name) ?? '').trim().slice(0, max);
  const day = (name: string) => (isDay(text(name, 10)) ? text(name, 10) : '');
  return {
    actor: text('actor', 254),
    action: oneOf(AUDIT_ACTIONS, searchParams.get('action')),
    subjectType: oneOf(AUDIT_SUBJECT_TYPES, searchParams.get('subjectType')),
    subjectId: text('subjectId', 64),
    from: day('from'),
    to: day('to'),
  };
}

/** Whether any filter narrows the log. */
export const isFiltered = (filters: AuditLogFilters) => AUDIT_FILTER_NAMES.some((name) => filters[name] !== '');

/** The query string of the filters, those not set left out, so the same list always has the same URL and cache key. */
export function auditFilterQuery(filters: AuditLogFilters) {
  return Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, filters[name] || undefined])) as Record<keyof AuditLogFilters, string | undefined>;
}

/** The filters and one page of AUDIT_PAGE_SIZE entries from `offset`. */
export function auditPageQuery(filters: AuditLogFilters, offset: number) {
  return { limit: AUDIT_PAGE_SIZE, offset: offset > 0 ? offset : undefined, ...auditFilterQuery(filters) };
}
