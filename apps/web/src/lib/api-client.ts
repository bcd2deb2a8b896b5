import type { ErrorCode } from '@partsmith/contract';
import { TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@partsmith/contract/constants';
import { errorMessages } from '@partsmith/contract/error-messages';

export const API_BASE = '/api';

/** A failed API call. `message` is safe to show to the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** The shop's codes, or the sign-in provider's own (e.g. 'INVALID_EMAIL_OR_PASSWORD'). */
    readonly code: ErrorCode | 'NETWORK' | 'INVALID_RESPONSE' | (string & {}),
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly string[];

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null, undefined and empty strings are left out; a list repeats its name (spec=a&spec=b). */
  params?: Record<string, QueryValue>;
  /** Sent as JSON, unless a Blob or a FormData. */
  body?: unknown;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Error statuses whose body is an answer, not an error: a BOM preview's 422 lists every line with its problem. */
  answerStatuses?: readonly number[];
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Builds a same-origin API URL, e.g. apiUrl('/product', { limit: 6 }) is '/api/product?limit=6'. */
export function apiUrl(path: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'object') for (const item of value) search.append(key, item);
    else search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

/** Calls the API and returns the parsed JSON body with the response headers; throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
  const { method = 'GET', params, body, signal, answerStatuses = [] } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A Blob (a file) goes as it is, as its own type; a FormData as multipart/form-data, whose boundary fetch writes into
  // the type itself; anything else as JSON.
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = body instanceof Blob ? body.type : 'application/json';

  let response: Response;
  try {
    response = await fetch(apiUrl(path, params), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : body instanceof Blob || body instanceof FormData ? body : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    // A cancelled query must stay an AbortError so TanStack Query treats it as a cancellation.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', errorMessages.network, { cause: error });
  }

  if (!response.ok && !answerStatuses.includes(response.status)) throw await errorFromResponse(response);

  if (response.status === 204) return { data: undefined as T, status: response.status, headers: response.headers };
  try {
    return { data: (await response.json()) as T, status: response.status, headers: response.headers };
  } catch (error) {
    throw new ApiError(response.status, 'INVALID_RESPONSE', errorMessages.internal, { cause: error });
  }
}

/** GET that returns only the body. */
export async function apiGet<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

/** One page of a list, and how many rows match in all. */
export interface ApiPage<T> {
  items: T[];
  /** All matches on the server (X-Total-Count), not just this page. */
  total: number;
  /** The server stopped counting: at least `total` rows match (X-Total-Count-Capped). */
  totalCapped: boolean;
}

/** GET of a paged list: its rows and the X-Total-Count header (the rows' own count if a server leaves it out). */
export async function apiGetPage<T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}): Promise<ApiPage<T>> {
  const { data, headers } = await apiRequest<T[]>(path, options);
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return { items: data, total: Number.isNaN(total) ? data.length : total, totalCapped: headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true' };
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallbackCode: ErrorCode = response.status === 429 ? 'RATE_LIMITED' : response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  const fallbackMessage = response.status === 429 ? errorMessages.rateLimited : errorMessages.internal;
  try {
    const body: unknown = await response.json();
    // The sign-in provider's rate limiter answers { message } without a code.
    if (isErrorBody(body)) return new ApiError(response.status, body.code ?? fallbackCode, body.message || fallbackMessage);
  } catch {
    // Not JSON (e.g. a proxy's HTML page): fall through to the generic message.
  }
  return new ApiError(response.status, fallbackCode, fallbackMessage);
}

function isErrorBody(body: unknown): body is { code?: string; message: string } {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as { code?: unknown; message?: unknown };
  return typeof message === 'string' && (code === undefined || typeof code === 'string');
}

/** The message to show for any thrown value: the server's own words for an ApiError, a generic one otherwise. */
export function getErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : errorMessages.internal;
}
