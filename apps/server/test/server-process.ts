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

/**
 * The server's `main.ts` in a child `node` process, on the test app's PostgreSQL database (a clone of the run's
 * template) with its secrets, so that tokens signed for one are good on the other; `env` adds Redis, a prefix…
 * Resolves once `/api/v1/health` answers.
 */
export async function startServerProcess(t: TestApp, env: Record<string, string>): Promise<ServerProcess> {
  if (!t.database.url) throw new Error('a second process needs the test database on PostgreSQL');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lumi-second-'));
  const { secrets } = t.config;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: t.database.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JWT_USER_SECRET: secrets.jwtUser,
      JWT_ADMIN_SECRET: secrets.jwtAdmin,
      JWT_DOCTOR_SECRET: secrets.jwtDoctor,
      RESET_TOKEN_SECRET: secrets.resetToken,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 90_000; ;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the second server exited:\n${output}`);
    }
    const healthy = await fetch(`${origin}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the second server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, child, output: () => output, stop };
}
