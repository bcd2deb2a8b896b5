import crypto from 'node:crypto';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { processImage } from './image-processing';
import type { ImageRepository } from './repository';

/** The name an image is served under: its id, and -card for the smaller variant. */
const IMAGE_FILE = /^([a-f0-9]{32})(-card)?\.webp$/;

/** An uploaded file as the request carries it: its name, and its content read on demand (reading may fail). */
export interface Upload {
  fileName: string;
  read: () => Promise<Buffer>;
}

export function createUploadService(images: ImageRepository) {
  return {
    /** Checks the image by its content, re-encodes it and stores it; answers the address it is served at. */
    async save(ownerId: string, upload: Upload): Promise<{ url: string }> {
      if (/[/\\]|\.\./.test(upload.fileName)) throw new BadRequestError('The file name must not contain a path.');
      const processed = await processImage(await upload.read());
      const id = crypto.randomBytes(16).toString('hex');
      await images.save({ id, ownerId, ...processed });
      return { url: `/uploads/${id}.webp` };
    },

    /** The WebP served for a file name such as {id}.webp or {id}-card.webp. */
    async find(fileName: string): Promise<Buffer> {
      const match = IMAGE_FILE.exec(fileName);
      const image = match ? await images.find(match[1] as string, match[2] ? 'card' : 'full') : undefined;
      if (!image) throw new NotFoundError('There is no such image.');
      return image;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
