import { act } from '@testing-library/react';
import { vi } from 'vitest';

type Answer = [status: number, body: unknown];

/** One XMLHttpRequest the code under test sent; the test moves it on with progress(), respond() or fail(). */
export class FakeUploadRequest {
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  aborted = false;
  body: FormData | null = null;
  readonly headers: Record<string, string> = {};
  readonly upload: { onprogress: ((event: Pick<ProgressEvent, 'lengthComputable' | 'loaded' | 'total'>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    sent.push(this);
    if (autoAnswer) {
      const [status, answer] = autoAnswer(this);
      setTimeout(() => void this.respond(status, answer));
    }
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The file in the form's `image` field. */
  get file(): File | null {
    const value = this.body?.get('image');
    return value instanceof File ? value : null;
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  /** Answers the upload; awaited, the code under test has handled the answer. */
  async respond(status: number, body: unknown) {
    if (this.aborted) return;
    await act(async () => {
      this.status = status;
      this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
      this.onload?.();
    });
  }

  async fail() {
    await act(async () => this.onerror?.());
  }
}

let sent: FakeUploadRequest[] = [];
let autoAnswer: ((request: FakeUploadRequest) => Answer) | undefined;

/**
 * Replaces XMLHttpRequest, which uploads use for their progress. With `answer`, every upload is answered on the next
 * tick; without, the test answers each one.
 */
export function mockUploads(answer?: (request: FakeUploadRequest) => Answer) {
  sent = [];
  autoAnswer = answer;
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return {
    requests: () => [...sent],
    latest: () => {
      const request = sent.at(-1);
      if (!request) throw new Error('no upload was sent');
      return request;
    },
  };
}

/** A successful upload's answer, as POST /api/uploads gives it. */
export const uploaded = (id = 'a'.repeat(32)): Answer => [201, { success: true, data: { url: `/uploads/${id}.webp` } }];

/** A small file that passes the browser's checks (the server is mocked, so the bytes do not matter). */
export function imageFile(name = 'photo.png', type = 'image/png', size = 64): File {
  return new File([new Uint8Array(size)], name, { type });
}
