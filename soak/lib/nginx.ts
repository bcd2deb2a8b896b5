import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForHttp } from '../../bench/lib/processes';

/**
 * The load balancer of docs/deploy.md, on loopback and without TLS: every path (pid, logs, temp files) lies in
 * `dir`, so it runs as an ordinary process. The access log names the instance that answered each request.
 */
export function nginxConfig({ dir, port, upstreams }: { dir: string; port: number; upstreams: string[] }): string {
  return `# A root user's workers would run as nobody, who cannot write the temp files in this private directory.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  log_format upstream '$remote_addr "$request" $status $upstream_addr';
  access_log ${dir}/access.log upstream;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;

  # Uploads are at most 5 MB; multipart framing adds a little.
  client_max_body_size 6m;

  upstream partsmith {
${upstreams.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://partsmith;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # nginx is the first proxy: it replaces whatever X-Forwarded-For the client sent, so nobody can choose the
      # address the sign-in rate limit counts.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

export async function startNginx(nginx: string, options: { dir: string; port: number; upstreams: string[] }): Promise<ChildProcess> {
  fs.mkdirSync(options.dir, { recursive: true });
  const configFile = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(options));
  const child = spawn(nginx, ['-p', options.dir, '-e', path.join(options.dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHttp(`http://127.0.0.1:${options.port}/api/health`);
  return child;
}

/** How many requests each instance answered, from the access log. */
export function requestsPerUpstream(dir: string, requestLine: RegExp): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of fs.readFileSync(path.join(dir, 'access.log'), 'utf8').split('\n')) {
    if (!requestLine.test(line)) continue;
    const upstream = line.slice(line.lastIndexOf(' ') + 1);
    counts.set(upstream, (counts.get(upstream) ?? 0) + 1);
  }
  return counts;
}
