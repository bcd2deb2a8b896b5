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

export const unsupported = () => new UnsupportedMediaTypeError('Upload a JPEG, PNG, WebP, AVIF or GIF image.');
const unreadable = () => new UnprocessableError('The image could not be read. It may be damaged or incomplete.');

/**
 * Checks an upload by its content and re-encodes it as WebP (a full size and a card size), oriented and without
 * any metadata (camera, location). Whatever was in the file is never served as it was sent.
 */
export async function processImage(buffer: Buffer): Promise<{ full: Buffer; card: Buffer; width: number; height: number }> {
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
  if (metadata.width * metadata.height > MAX_PIXELS) {
    throw new UnprocessableError(`The image is too large: at most ${MAX_PIXELS / 1_000_000} megapixels.`);
  }
  try {
    const encode = (width: number) =>
      input().rotate().resize({ width, height: width, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    const [full, card] = await Promise.all([encode(FULL_WIDTH), encode(CARD_WIDTH)]);
    return { full: full.data, card: card.data, width: full.info.width, height: full.info.height };
  } catch {
    throw unreadable();
  }
}
