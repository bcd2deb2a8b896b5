// npm run dev: the API with reload on change, and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';
import { ensureInstalled, npm, root } from './lib/setup.mjs';

ensureInstalled();
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@partsmith/server'], {
    cwd: root,
    stdio: 'inherit',
    env: { TRUSTED_ORIGINS: 'http://localhost:5173', ...process.env, PORT: apiPort },
  }),
  spawn(npm, ['run', 'dev', '-w', '@partsmith/web'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stopAll);
for (const child of children)
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  });
