// The scale-out checks put Debian's nginx in front of two app instances; as root on Debian it is installed when missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx'].filter(Boolean);

/** The nginx binary, or null (the scale-out checks are then skipped) when it is absent and cannot be installed. */
export function ensureNginx() {
  const found = candidates.find((file) => fs.existsSync(file));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log('Installing nginx from Debian packages for the scale-out checks…');
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'nginx'],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (result.status !== 0) return null;
    }
    return '/usr/sbin/nginx';
  }
  return null;
}
