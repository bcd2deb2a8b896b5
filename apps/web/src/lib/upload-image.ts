import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, uploadResultSchema } from '@partsmith/contract';
import { errorMessages } from '@partsmith/contract/error-messages';
import { messages } from '@partsmith/contract/messages';
import { API_BASE, ApiError } from './api-client';

/** What the server accepts; it checks the content, this only spares the user an upload that cannot succeed. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
const ACCEPTED_EXTENSIONS = /\.(jpe?g|png|webp|avif|gif)$/i;

/** Why the file cannot be uploaded, or null when it may be sent. */
export function checkImageFile(file: File): string | null {
  // Some systems give no type for newer formats (AVIF): the name decides then.
  const typeAccepted = file.type ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) : ACCEPTED_EXTENSIONS.test(file.name);
  if (!typeAccepted) return messages.uploads.wrongType;
  if (file.size === 0) return messages.uploads.empty;
  if (file.size > MAX_UPLOAD_BYTES) return messages.uploads.tooLarge;
  return null;
}

export interface UploadImageOptions {
  /** 0 to 100 as the file is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Sends one image to POST /api/uploads and resolves with its URL. XMLHttpRequest rather than fetch, because only it
 * reports upload progress. Failures are ApiErrors with the server's message; an abort rejects with an AbortError.
 */
export function uploadImage(file: File, { onProgress, signal }: UploadImageOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', `${API_BASE}/uploads`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const result = uploadResultSchema.safeParse(body);
        if (result.success) resolve(result.data.data.url);
        else reject(new ApiError(xhr.status, 'INVALID_RESPONSE', errorMessages.internal));
        return;
      }
      reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, 'NETWORK', errorMessages.network));
    };
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };

    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFromBody(status: number, body: unknown): ApiError {
  const { code, message } = (typeof body === 'object' && body !== null ? body : {}) as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && message) return new ApiError(status, typeof code === 'string' ? code : 'BAD_REQUEST', message);
  // A proxy in front of the shop may refuse a large body with its own page.
  if (status === 413) return new ApiError(status, 'PAYLOAD_TOO_LARGE', messages.uploads.tooLarge);
  if (status === 429) return new ApiError(status, 'RATE_LIMITED', errorMessages.rateLimited);
  return new ApiError(status, status >= 500 ? 'INTERNAL' : 'BAD_REQUEST', errorMessages.internal);
}
