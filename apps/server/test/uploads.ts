import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body with one file, as a browser's FormData would send it. */
export function multipart(file: { field?: string; filename: string; contentType: string; content: Buffer }) {
  const boundary = `----partsmith${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image'}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real photo-like image carrying EXIF metadata that must not survive the upload. */
export const pngWithMetadata = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: '#0d9488' } })
    .png()
    .withMetadata({ exif: { IFD0: { Artist: 'Camera Owner', Copyright: 'Private' } } })
    .toBuffer();

export const jpegWithMetadata = () =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: '#4338ca' } })
    .jpeg({ quality: 90 })
    .withMetadata({ exif: { IFD0: { Artist: 'Camera Owner', Make: 'Phone' } } })
    .toBuffer();

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit PNG of the given size (colour type 2: RGB, 0: grey) whose compressed rows are `pixelData`. */
function png(width: number, height: number, colourType: 0 | 2, pixelData: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixelData),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A tiny file whose header claims 100,000 x 100,000 pixels: decoding it would need tens of gigabytes. */
export const decompressionBomb = () => png(100_000, 100_000, 2, zlib.deflateSync(Buffer.alloc(1024)));

/**
 * A complete, valid black PNG of an extreme shape: 1 x 39,000,000 is under 40 megapixels and about 75 KB, yet
 * re-encoding it kept a thread busy for tens of seconds (one row at a time).
 */
export function extremeShapePng(width = 1, height = 39_000_000) {
  const rows = Buffer.alloc((width + 1) * height); // each row: filter type 0, then one grey byte a pixel
  return png(width, height, 0, zlib.deflateSync(rows, { level: 9 }));
}

/**
 * An AVIF of a few KB that passes every check (30 of the 40 megapixels allowed), yet decoding it keeps a thread busy for
 * about a second on a fast machine. At 12 megapixels, four of them were done before site-under-upload-load.test.ts had
 * sent its last requests, on a VM where decoding one took under 0.4 s.
 */
export const costlyAvif = () =>
  sharp({ create: { width: 6000, height: 5000, channels: 3, background: '#64748b' } })
    .avif({ effort: 0 })
    .toBuffer();
