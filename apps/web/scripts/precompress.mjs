// Writes .gz and .br siblings of every compressible file in dist so the server can send them as they are.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = process.env.WEB_OUT_DIR ? resolve(process.env.WEB_OUT_DIR) : fileURLToPath(new URL('../dist/', import.meta.url));
const compressibleExtensions = new Set(['.js', '.css', '.html', '.svg', '.json', '.webmanifest']);
const minimumBytes = 1024;

async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

let count = 0;
for await (const path of walk(distDir)) {
  if (!compressibleExtensions.has(extname(path))) continue;
  if ((await stat(path)).size <= minimumBytes) continue;
  const content = await readFile(path);
  const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  await Promise.all([writeFile(`${path}.gz`, gzip), writeFile(`${path}.br`, brotli)]);
  count += 1;
}
console.log(`precompress: wrote .gz and .br for ${count} files in ${relative(process.cwd(), distDir) || 'dist'}`);
