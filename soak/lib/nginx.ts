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
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # nginx is the first proxy: it replaces whatever X-Forwarded-For the client sent, so nobody can choose the
    # address the sign-in rate limit counts.
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A request an instance did not take goes to the other: a refused connection, one the instance closed, or its 503
    # while it shuts down. A POST goes on only if it never reached the instance (nginx's rule for non-idempotent methods).
    proxy_next_upstream error timeout http_503;

    location / {
      proxy_pass http://partsmith;
    }
    # An order or checkout sent with an Idempotency-Key is placed once however often it arrives, so it may go on to the
    # other instance even after reaching one (a connection closed under it); one without a key only as above.
    location ~ ^/api/(orders|checkout)$ {
      error_page 418 = @keyed-order;
      if ($http_idempotency_key) {
        return 418;
      }
      proxy_pass http://partsmith;
    }
    location @keyed-order {
      proxy_next_upstream error timeout http_503 non_idempotent;
      proxy_pass http://partsmith;
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

/** The access log's size now: pass it to the functions below to look at the requests logged since. */
export const accessLogSize = (dir: string) => fs.statSync(path.join(dir, 'access.log')).size;

/** The requests logged since the access log was `since` bytes long: each one's status and the instances tried, in order. */
function loggedSince(dir: string, since: number): Array<{ status: number; tried: string[] }> {
  const lines = fs.readFileSync(path.join(dir, 'access.log')).subarray(since).toString().split('\n').filter(Boolean);
  return lines.map((line) => {
    const [status = '', tried = ''] = line.slice(line.lastIndexOf('" ') + 2).split(/ (.*)/);
    return { status: Number(status), tried: tried.split(', ') };
  });
}

/** Whether `upstream` has answered a request, below 500, since `since`. */
export const answeredBy = (dir: string, since: number, upstream: string) =>
  loggedSince(dir, since).some(({ status, tried }) => status < 500 && tried.at(-1) === upstream);

/** How many requests since `since` nginx passed on to another instance after the first did not take them. */
export const passedOn = (dir: string, since: number) => loggedSince(dir, since).filter(({ tried }) => tried.length > 1).length;
