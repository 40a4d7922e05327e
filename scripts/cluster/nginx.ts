import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type RunningProcess, startProcess } from './child-process.ts'

export const DEFAULT_NGINX = '/usr/sbin/nginx'

/**
 * The load balancer's configuration: round robin over the instances, the client's address passed
 * on (the instances trust it from this proxy only: TRUST_PROXY), and the batch event stream sent
 * through as it is written. Every path it writes is inside `dir`, so it runs without root and
 * without touching the machine's own nginx.
 */
export function nginxConfig(options: { dir: string; port: number; upstreamPorts: number[] }): string {
  const { dir } = options
  const servers = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port};`).join('\n')
  // As root, nginx hands its workers to `nobody`, who cannot enter this private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : ''
  return `# Written by scripts/cluster: the test cluster's load balancer (the production one is deploy/nginx.conf).
${user}daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;

events {
  worker_connections 4096;
}

http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The generate call carries the reference image (15 MB at most, as the app allows).
  client_max_body_size 16m;

  upstream thumbforge {
${servers}
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${options.port};

    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # A POST is never sent to a second instance (nginx's default since 1.9.13): a spend must not run twice.
    proxy_next_upstream error timeout;

    # Server-Sent Events: each event goes to the browser as it is written, and a run that takes
    # minutes keeps its stream open (the app sends heartbeats well inside this timeout).
    location ~ ^/api/generator/batches/[^/]+/events$ {
      proxy_pass http://thumbforge;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }

    location / {
      proxy_pass http://thumbforge;
      proxy_read_timeout 120s;
    }
  }
}
`
}

/** Writes the configuration into `dir` and starts nginx in the foreground on it. */
export function startNginx(options: {
  dir: string
  port: number
  upstreamPorts: number[]
  cwd: string
  binary?: string
}): RunningProcess {
  const binary = options.binary ?? process.env.NGINX_PATH ?? DEFAULT_NGINX
  if (!existsSync(binary))
    throw new Error(
      `nginx is not at ${binary}: install Debian's nginx (apt-get install nginx) or set NGINX_PATH`,
    )
  mkdirSync(options.dir, { recursive: true })
  const conf = path.join(options.dir, 'nginx.conf')
  writeFileSync(conf, nginxConfig(options))
  return startProcess({
    name: 'nginx',
    // -e: the error log before the configuration is read, which would otherwise be /var/log/nginx.
    command: [binary, '-p', options.dir, '-c', conf, '-e', path.join(options.dir, 'error.log')],
    env: process.env,
    cwd: options.cwd,
    logFile: path.join(options.dir, 'nginx.out'),
  })
}
