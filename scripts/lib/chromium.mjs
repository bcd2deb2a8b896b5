// The browser tests drive Debian's Chromium; Playwright never downloads a browser here.
// Debian's chromium-headless-shell first: the same Blink as chromium without the browser's UI, as Playwright itself uses
// for headless runs, and lighter (docs/quality.md, "How long npm test takes").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const installed = () => [HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((file) => fs.existsSync(file));

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (fs.existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing Chromium (its headless shell) from Debian packages for the browser tests…');
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium-headless-shell'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (result.status !== 0) break;
    }
  }
  const found = installed();
  if (found) return found;
  console.error('The browser tests need Chromium: install it (Debian: apt-get install chromium-headless-shell) or set CHROMIUM_PATH.');
  process.exit(1);
}
