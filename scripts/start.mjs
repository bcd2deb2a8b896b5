// npm start: install what is missing, build what changed, then serve the shop (migrations and demo seed run at start).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
ensureBuilt();

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  // The demo shop takes no real payments unless Stripe is configured (see the README).
  env: { NODE_ENV: 'production', ...(process.env.STRIPE_SECRET_KEY ? {} : { PAYMENT_PROVIDER: 'test' }), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
