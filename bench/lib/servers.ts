import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type RunningServer = { url: string; stop(): Promise<void> };

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not become ready in ${timeoutMs} ms`);
}

function stopper(child: ChildProcess, cleanup?: () => Promise<void>) {
  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await cleanup?.();
  };
}

/** A bare Fastify hello-world in its own process: the yardstick every figure is divided by. */
export async function startHelloWorld(port: number): Promise<RunningServer> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/lib/hello-world.mjs'), String(port)], {
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, 15_000);
  return { url, stop: stopper(child) };
}

/** The built Lumi server in its own process, on a fresh data folder (PGlite) or DATABASE_URL when given. */
export async function startLumi(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lumi-bench-')));
  const child = spawn(process.execPath, [path.join(repoRoot, 'apps/server/dist/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
      RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '100000',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/v1/health`, 120_000);
  return { url, stop: stopper(child, () => rm(dataDir, { recursive: true, force: true })) };
}
