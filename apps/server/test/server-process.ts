import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from './helpers';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A second server process: its origin, the child, what it printed, how to stop it (SIGTERM) and clean up. */
export type ServerProcess = {
  origin: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
};

/** A server process launched by `launchServer`: also when it exited, with its code or signal. */
export type LaunchedServer = ServerProcess & {
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * The server's `main.ts` in a child `node` process on a free loopback port (or `env.PORT`: a process started again
 * where an earlier one listened), with a data folder of its own and `env` over the defaults (no demo data, warnings
 * only, no web build); returns at once, before it listens.
 */
export async function launchServer(env: Record<string, string>): Promise<LaunchedServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lumi-second-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  return { origin, child, output: () => output, stop, exited };
}

/** Resolves once the process answers `/api/v1/health` with 200; throws (after stopping it) if it exits or is late. */
export async function waitHealthy(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      await server.stop();
      throw new Error(`the second server exited:\n${server.output()}`);
    }
    const healthy = await fetch(`${server.origin}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`the second server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The server's `main.ts` in a child `node` process, on the test app's PostgreSQL database (a clone of the run's
 * template) with its secrets, so that tokens signed for one are good on the other; `env` adds Redis, a prefix…
 * Resolves once `/api/v1/health` answers (the process is ready).
 */
export async function startServerProcess(t: TestApp, env: Record<string, string>): Promise<LaunchedServer> {
  if (!t.database.url) throw new Error('a second process needs the test database on PostgreSQL');
  const { secrets } = t.config;
  const server = await launchServer({
    DATABASE_URL: t.database.url,
    JWT_USER_SECRET: secrets.jwtUser,
    JWT_ADMIN_SECRET: secrets.jwtAdmin,
    JWT_DOCTOR_SECRET: secrets.jwtDoctor,
    RESET_TOKEN_SECRET: secrets.resetToken,
    ...env,
  });
  await waitHealthy(server);
  return server;
}
