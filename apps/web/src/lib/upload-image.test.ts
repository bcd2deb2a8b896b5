import { MAX_UPLOAD_BYTES } from '@partsmith/contract';
import { errorMessages } from '@partsmith/contract/error-messages';
import { messages } from '@partsmith/contract/messages';
import { describe, expect, it, vi } from 'vitest';
import { imageFile, mockUploads, uploaded } from '@/testing/fake-uploads';
import { checkImageFile, uploadImage } from './upload-image';

describe('checkImageFile', () => {
  it('accepts JPEG, PNG, WebP, AVIF and GIF up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']) expect(checkImageFile(imageFile('a', type))).toBeNull();
    expect(checkImageFile(imageFile('big.png', 'image/png', MAX_UPLOAD_BYTES))).toBeNull();
  });

  it('refuses other types, empty files and files over 5 MB', () => {
    expect(checkImageFile(imageFile('drawing.svg', 'image/svg+xml'))).toBe(messages.uploads.wrongType);
    expect(checkImageFile(imageFile('notes.pdf', 'application/pdf'))).toBe(messages.uploads.wrongType);
    expect(checkImageFile(imageFile('empty.png', 'image/png', 0))).toBe(messages.uploads.empty);
    expect(checkImageFile(imageFile('big.png', 'image/png', MAX_UPLOAD_BYTES + 1))).toBe(messages.uploads.tooLarge);
  });

  it('goes by the name when the browser gives no type', () => {
    expect(checkImageFile(imageFile('photo.avif', ''))).toBeNull();
    expect(checkImageFile(imageFile('page.html', ''))).toBe(messages.uploads.wrongType);
  });
});

describe('uploadImage', () => {
  it('sends the file as multipart field "image" with the session cookie, reports progress and resolves with the URL', async () => {
    const uploads = mockUploads();
    const onProgress = vi.fn();
    const file = imageFile();

    const result = uploadImage(file, { onProgress });
    const request = uploads.latest();
    expect(request).toMatchObject({ method: 'POST', url: '/api/uploads', withCredentials: true });
    expect(request.file).toMatchObject({ name: file.name, size: file.size, type: file.type });
    request.progress(512, 2048);
    request.progress(2048, 2048);
    await request.respond(...uploaded('b'.repeat(32)));

    await expect(result).resolves.toBe(`/uploads/${'b'.repeat(32)}.webp`);
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
  });

  it.each([
    [422, 'UNPROCESSABLE', messages.uploads.unreadable],
    [422, 'UNPROCESSABLE', messages.uploads.tooElongated(20)],
    [429, 'RATE_LIMITED', messages.uploads.rateLimited(20, 3_600, 600)],
    [503, 'BUSY', messages.uploads.busy],
  ])("rejects a %i with the server's message (%s)", async (status, code, message) => {
    const uploads = mockUploads();
    const result = uploadImage(imageFile()).catch((error: unknown) => error);
    await uploads.latest().respond(status, { code, message });
    expect(await result).toMatchObject({ status, code, message });
  });

  it('says the image is too large when a proxy refuses it with a page of its own', async () => {
    const uploads = mockUploads();
    const result = uploadImage(imageFile()).catch((error: unknown) => error);
    await uploads.latest().respond(413, '<html>Request Entity Too Large</html>');
    expect(await result).toMatchObject({ status: 413, message: messages.uploads.tooLarge });
  });

  it('rejects with the network message when the server cannot be reached, and with the generic one on a strange answer', async () => {
    const uploads = mockUploads();
    const offline = uploadImage(imageFile()).catch((error: unknown) => error);
    await uploads.latest().fail();
    expect(await offline).toMatchObject({ status: 0, code: 'NETWORK', message: errorMessages.network });

    const strange = uploadImage(imageFile()).catch((error: unknown) => error);
    await uploads.latest().respond(201, { success: true });
    expect(await strange).toMatchObject({ code: 'INVALID_RESPONSE', message: errorMessages.internal });
  });

  it('stops the request when aborted', async () => {
    const uploads = mockUploads();
    const controller = new AbortController();
    const result = uploadImage(imageFile(), { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toHaveProperty('name', 'AbortError');
    expect(uploads.latest().aborted).toBe(true);
  });
});
