// npm run test:soak [-- --quick]: the crash and scale-out checks of soak/, with nginx installed when it can be.
import { run } from './lib/setup.mjs';
import { ensureNginx } from './lib/nginx.mjs';

const nginx = ensureNginx();
if (!nginx && process.env.CI && process.env.TEST_DATABASE_URL) {
  console.error('CI checks scale-out behind nginx, and nginx could not be found or installed (set NGINX_PATH).');
  process.exit(1);
}
const env = { ...process.env };
if (nginx) env.NGINX_PATH = nginx;
else delete env.NGINX_PATH;
run(process.execPath, ['--import', 'tsx', 'soak/run.ts', ...process.argv.slice(2)], { env });
