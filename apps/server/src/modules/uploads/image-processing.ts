import { messages } from '@partsmith/contract';
import sharp, { type Metadata } from 'sharp';
import { UnprocessableError, UnsupportedMediaTypeError } from '../../lib/errors';

/** A picture of at most 40 megapixels: larger ones are refused before they are decoded (no decompression bombs). */
export const MAX_PIXELS = 40_000_000;
const FULL_WIDTH = 1600;
const CARD_WIDTH = 640;

type Format = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const startsWith = (buffer: Buffer, bytes: number[], offset = 0) => bytes.every((byte, index) => buffer[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The format by the file's first bytes, never by its name or declared type. */
export function detectFormat(buffer: Buffer): Format | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(buffer, ascii('ftyp'), 4) && (startsWith(buffer, ascii('avif'), 8) || startsWith(buffer, ascii('avis'), 8))) return 'avif';
  return null;
}

/** What sharp (libvips) calls each format when it reads the file. */
const SHARP_FORMAT: Record<Format, string> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'heif' };

export const unsupported = () => new UnsupportedMediaTypeError(messages.uploads.wrongType);
const unreadable = () => new UnprocessableError(messages.uploads.unreadable);

/** What one image may cost: its shape, read from the header before any pixel is decoded, and the time to re-encode it. */
export interface ImageLimits {
  maxSidePx: number;
  maxAspectRatio: number;
  processingTimeoutSeconds: number;
}

// libvips would spread one image over every core (where it does not use glibc's allocator): one each, so that the
// number of images processed at once (the upload gate) is the number of cores they take.
sharp.concurrency(1);

/** Refuses, by the header alone, a picture whose decoding would cost too much: too many pixels, too long a side or too narrow a shape. */
function checkShape({ width, height }: { width: number; height: number }, limits: ImageLimits) {
  if (width * height > MAX_PIXELS) throw new UnprocessableError(messages.uploads.tooManyPixels(MAX_PIXELS / 1_000_000));
  if (Math.max(width, height) > limits.maxSidePx) throw new UnprocessableError(messages.uploads.sideTooLong(limits.maxSidePx));
  if (Math.max(width, height) > limits.maxAspectRatio * Math.min(width, height)) {
    throw new UnprocessableError(messages.uploads.tooElongated(limits.maxAspectRatio));
  }
}

/**
 * Checks an upload by its content and re-encodes it as WebP (a full size and a card size), oriented and without
 * any metadata (camera, location). Whatever was in the file is never served as it was sent. The picture is decoded
 * once, into the full size, and the card is made from that.
 */
export async function processImage(buffer: Buffer, limits: ImageLimits): Promise<{ full: Buffer; card: Buffer; width: number; height: number }> {
  const format = detectFormat(buffer);
  if (!format) throw unsupported();
  const input = () => sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'truncated', animated: false });
  let metadata: Metadata;
  try {
    metadata = await input().metadata();
  } catch {
    throw unreadable();
  }
  if (metadata.format !== SHARP_FORMAT[format]) throw unsupported();
  if (!metadata.width || !metadata.height) throw unreadable();
  checkShape({ width: metadata.width, height: metadata.height }, limits);
  try {
    const { data, info } = await input()
      .rotate()
      .resize({ width: FULL_WIDTH, height: FULL_WIDTH, fit: 'inside', withoutEnlargement: true })
      .raw()
      .timeout({ seconds: limits.processingTimeoutSeconds })
      .toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const full = await decoded().webp({ quality: 82 }).toBuffer();
    const card = await decoded().resize({ width: CARD_WIDTH, height: CARD_WIDTH, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
    return { full, card, width: info.width, height: info.height };
  } catch (error) {
    // libvips gives up on work past its time limit with "timeout: N% complete" (after any warnings the decoder had).
    if (error instanceof Error && /\btimeout: \d+% complete/.test(error.message)) throw new UnprocessableError(messages.uploads.tooSlow);
    throw unreadable();
  }
}
