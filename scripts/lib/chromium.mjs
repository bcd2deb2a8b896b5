// The browser tests drive Debian's Chromium; Playwright never downloads a browser here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

export function ensureChromium() {
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium from Debian packages for the browser tests…');
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (result.status !== 0) process.exit(result.status ?? 1);
    }
    return '/usr/bin/chromium';
  }
  console.error('The browser tests need Chromium: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
