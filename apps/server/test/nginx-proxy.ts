import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx (`apt-get install -y nginx`; `.ci/run` installs it when missing). */
export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? null;

const DEPLOY_CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx/lumi.conf');

/** One line of the access log written by the test's nginx. */
export type AccessLine = {
  /** When nginx finished the request, in ms since the epoch. */
  at: number;
  status: number;
  method: string;
  uri: string;
  /** Every process tried, in order (nginx's `$upstream_addr`, e.g. `127.0.0.1:4001, 127.0.0.1:4002`). */
  upstreams: string[];
  upstreamStatuses: string[];
};

export type NginxProxy = {
  origin: string;
  /** The access log so far. */
  accessLog(): Promise<AccessLine[]>;
  errorLog(): Promise<string>;
  /**
   * Takes a process out of the upstreams (`down`) or puts it back, and reloads nginx as an operator would (SIGHUP):
   * new workers take the new configuration, the old ones finish what they were doing.
   */
  setDown(port: number, isDown: boolean): Promise<void>;
  stop(): Promise<void>;
};

/**
 * nginx in the foreground, as the user running the test, with the deployment's own `deploy/nginx/lumi.conf` (only
 * its listen address and the include of the upstreams changed) and upstreams naming `ports` with the settings of
 * `deploy/nginx/upstreams.compose.conf`.
 */
export async function startNginx(options: {
  port: number;
  upstreamPorts: readonly number[];
}): Promise<NginxProxy> {
  if (!NGINX_BINARY)
    throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run installs it)');
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lumi-nginx-'));
  await mkdir(path.join(dir, 'logs'));
  const deployed = await readFile(DEPLOY_CONF, 'utf8');
  const site = deployed
    .replace('include /etc/nginx/lumi/upstreams.conf;', `include ${dir}/upstreams.conf;`)
    .replace('listen 80;', `listen 127.0.0.1:${options.port};`);
  if (!site.includes(`${dir}/upstreams.conf`) || !site.includes(`127.0.0.1:${options.port}`))
    throw new Error('deploy/nginx/lumi.conf no longer has the include and listen lines this test replaces');
  const down = new Set<number>();
  const writeUpstreams = async () => {
    const servers = (extra: string) =>
      options.upstreamPorts
        .map((port) => `  server 127.0.0.1:${port}${extra}${down.has(port) ? ' down' : ''};`)
        .join('\n');
    await writeFile(
      path.join(dir, 'upstreams.conf'),
      [
        'upstream lumi_app {',
        servers(' max_fails=1 fail_timeout=5s'),
        '  keepalive 32;',
        '}',
        'upstream lumi_realtime {',
        '  hash $remote_addr consistent;',
        servers(''),
        '}',
        '',
      ].join('\n'),
    );
  };
  await writeUpstreams();
  await writeFile(path.join(dir, 'lumi.conf'), site);
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      // As root (CI), the workers would otherwise switch to an account that cannot read this folder.
      ...(process.getuid?.() === 0 ? ['user root root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/logs/error.log warn;`,
      'events { worker_connections 2048; }',
      'http {',
      `  client_body_temp_path ${dir}/body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      "  log_format lumi_test '$msec\\t$status\\t$request_method\\t$uri\\t$upstream_addr\\t$upstream_status';",
      `  access_log ${dir}/logs/access.log lumi_test;`,
      `  include ${dir}/lumi.conf;`,
      '}',
      '',
    ].join('\n'),
  );

  let output = '';
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    [
      '-p',
      dir,
      '-c',
      path.join(dir, 'nginx.conf'),
      '-e',
      path.join(dir, 'logs/error.log'),
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const errorLog = () => readFile(path.join(dir, 'logs/error.log'), 'utf8').catch(() => '');

  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start: ${output}\n${await errorLog()}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: options.port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx is not listening: ${output}\n${await errorLog()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    origin: `http://127.0.0.1:${options.port}`,
    async accessLog() {
      const text = await readFile(path.join(dir, 'logs/access.log'), 'utf8').catch(() => '');
      return text
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [msec, status, method, uri, upstreams, statuses] = line.split('\t');
          return {
            at: Math.round(Number(msec) * 1000),
            status: Number(status),
            method: method!,
            uri: uri!,
            upstreams: (upstreams ?? '').split(/\s*[,:]\s+/).filter((u) => u && u !== '-'),
            upstreamStatuses: (statuses ?? '').split(/\s*[,:]\s+/).filter((s) => s && s !== '-'),
          };
        });
    },
    errorLog,
    async setDown(port, isDown) {
      if (isDown) down.add(port);
      else down.delete(port);
      await writeUpstreams();
      child.kill('SIGHUP');
      // The new workers answer within a moment; the old ones stop taking requests at once.
      await new Promise((resolve) => setTimeout(resolve, 500));
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}
