import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JavaScript the home page loads before it can render: the entry chunk, the lazy chunk of the home route,
 * and every chunk those import statically. Sizes are gzip level 9, as the server sends them precompressed.
 */
export function homeRouteJavaScript(distDir: string, homeRouteSource = /routes\/home\.tsx$/) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.entries(manifest);
  const entryKey = entries.find(([, chunk]) => chunk.isEntry)?.[0];
  const homeKey = entries.find(([key]) => homeRouteSource.test(key))?.[0];
  if (!entryKey || !homeKey) throw new Error('the manifest has no entry or no home route chunk');

  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  visit(homeKey);

  const sizes = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = fs.readFileSync(path.join(distDir, file));
      return { file, bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length };
    });
  return { files: sizes, gzipBytes: sizes.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
