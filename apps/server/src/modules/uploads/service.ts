import crypto from 'node:crypto';
import { messages } from '@partsmith/contract';
import type { UploadsConfig } from '../../config';
import { BadRequestError, BusyError, NotFoundError, TooManyRequestsError, UnprocessableError } from '../../lib/errors';
import { createWorkGate } from '../../lib/work-gate';
import { processImage } from './image-processing';
import type { ImageRepository, UploadCounts } from './repository';

/** The name an image is served under: its id, and -card for the smaller variant. */
const IMAGE_FILE = /^([a-f0-9]{32})(-card)?\.webp$/;

/** How many unused images one statement of the sweep deletes; a sweep repeats it until fewer are left. */
const SWEEP_BATCH = 200;

/** An uploaded file as the request carries it: its name, and its content read on demand (reading may fail). */
export interface Upload {
  fileName: string;
  read: () => Promise<Buffer>;
}

/** Who uploads: admins add the catalogue's pictures and are not held to the per-account limits. */
export interface Uploader {
  id: string;
  role: 'admin' | null;
}

/** `keep`: the images that configuration uses (the site content), which the sweep of unused images leaves. */
export function createUploadService(images: ImageRepository, limits: UploadsConfig, keep: string[]) {
  const gate = createWorkGate({
    concurrency: limits.concurrency,
    queue: limits.queue,
    refuse: () => new BusyError(messages.uploads.busy, limits.processingTimeoutSeconds),
  });
  const { rateLimit, quotaImages } = limits;

  /** Refuses an upload past the account's rate (429, with when to retry) or its quota of stored images. */
  async function checkLimits(counts: UploadCounts, ownerId: string, now: Date) {
    const windowMs = rateLimit.windowSeconds * 1_000;
    const recent = await counts.newestUploadTimes(ownerId, new Date(now.getTime() - windowMs), rateLimit.max);
    const oldestCounted = recent[rateLimit.max - 1];
    if (oldestCounted) {
      // Another upload is allowed once the oldest of the last `max` leaves the window.
      const retryAfterSeconds = Math.max(1, Math.ceil((oldestCounted.getTime() + windowMs - now.getTime()) / 1_000));
      throw new TooManyRequestsError(messages.uploads.rateLimited(rateLimit.max, rateLimit.windowSeconds, retryAfterSeconds), retryAfterSeconds);
    }
    if ((await counts.countStored(ownerId, quotaImages)) >= quotaImages) {
      throw new UnprocessableError(messages.uploads.quotaReached(quotaImages, Math.round(limits.unusedGraceMs / 3_600_000)));
    }
  }

  return {
    /**
     * Checks the image by its content, re-encodes it and stores it; answers the address it is served at. The limits are
     * checked before the work (so a refused upload costs nothing) and again as the image is saved (so that concurrent
     * uploads cannot pass them together).
     */
    async save(uploader: Uploader, upload: Upload): Promise<{ url: string }> {
      if (/[/\\]|\.\./.test(upload.fileName)) throw new BadRequestError('The file name must not contain a path.');
      const limited = uploader.role !== 'admin';
      if (limited) await checkLimits(images, uploader.id, new Date());
      const content = await upload.read();
      const processed = await gate.run(() => processImage(content, limits));
      const id = crypto.randomBytes(16).toString('hex');
      await images.saveChecked({ id, ownerId: uploader.id, ...processed }, async (counts) => {
        if (limited) await checkLimits(counts, uploader.id, new Date());
      });
      return { url: `/uploads/${id}.webp` };
    },

    /** The WebP served for a file name such as {id}.webp or {id}-card.webp. */
    async find(fileName: string): Promise<Buffer> {
      const match = IMAGE_FILE.exec(fileName);
      const image = match ? await images.find(match[1] as string, match[2] ? 'card' : 'full') : undefined;
      if (!image) throw new NotFoundError('There is no such image.');
      return image;
    },

    /**
     * Deletes the images older than the grace period that nothing uses; answers how many. The grace period also
     * covers a form saving an image into a part or review while this runs: its upload is minutes old, not a day. Stops
     * after the batch it is on once `stop` is aborted.
     */
    async deleteUnused(stop?: AbortSignal): Promise<number> {
      const createdBefore = new Date(Date.now() - limits.unusedGraceMs);
      let deleted = 0;
      for (;;) {
        const batch = await images.deleteUnused(createdBefore, keep, SWEEP_BATCH);
        deleted += batch;
        if (batch < SWEEP_BATCH || stop?.aborted) return deleted;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
