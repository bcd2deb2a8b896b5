import { INVOICE_KINDS, INVOICE_PAGE_SIZE, type InvoiceKind } from '@partsmith/contract';

/** The invoice list's filters as the page keeps them in its address: '' is no filter. */
export interface InvoiceListFilters {
  /** The year of issue (UTC), as four digits. */
  year: string;
  kind: InvoiceKind | '';
}

export const INVOICE_FILTER_NAMES = ['year', 'kind'] as const satisfies readonly (keyof InvoiceListFilters)[];

/** The years the server's filter takes. */
const isYear = (text: string) => /^\d{4}$/.test(text) && Number(text) >= 2000;

/** Reads ?year= and ?kind= leniently: anything unusable is no filter. */
export function invoiceFiltersFromSearch(searchParams: URLSearchParams): InvoiceListFilters {
  const year = (searchParams.get('year') ?? '').trim();
  const kind = searchParams.get('kind');
  return { year: isYear(year) ? year : '', kind: INVOICE_KINDS.find((option) => option === kind) ?? '' };
}

/** Whether any filter narrows the list. */
export const isFiltered = (filters: InvoiceListFilters) => INVOICE_FILTER_NAMES.some((name) => filters[name] !== '');

/** The query string of the filters, those not set left out, so the same list always has the same URL and cache key. */
export function invoiceFilterQuery(filters: InvoiceListFilters) {
  return { year: filters.year || undefined, kind: filters.kind || undefined };
}

/** The filters and one page of INVOICE_PAGE_SIZE documents from `offset`. */
export function invoicePageQuery(filters: InvoiceListFilters, offset: number) {
  return { limit: INVOICE_PAGE_SIZE, offset: offset > 0 ? offset : undefined, ...invoiceFilterQuery(filters) };
}
