import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A server the bench started: its address, its process id (for its memory) and how to stop it. */
export type RunningServer = { url: string; pid?: number | undefined; stop(): Promise<void> };

/** Polls `url` until it answers 2xx; fails early when the child process has exited. */
async function waitFor(url: string, timeoutMs: number, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`server for ${url} exited with code ${child.exitCode} before it was ready`);
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
  await waitFor(`${url}/`, 15_000, child);
  return { url, stop: stopper(child) };
}

/** The built server: apps/server/dist/main.js, or LUMI_SERVER_OUTDIR's when set (see apps/server/build.mjs). */
function serverEntry(): string {
  const outdir = process.env.LUMI_SERVER_OUTDIR;
  return outdir
    ? path.join(path.resolve(outdir), 'main.js')
    : path.join(repoRoot, 'apps/server/dist/main.js');
}

/** The built Lumi server in its own process, on a fresh data folder (PGlite) or DATABASE_URL when given. */
export async function startLumi(
  port: number,
  env: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  // A data folder handed in belongs to the caller (it may start the server again on it); a made one is removed.
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lumi-bench-')));
  const child = spawn(process.execPath, [serverEntry()], {
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
  const stop = stopper(child, ownDir ? () => rm(dataDir, { recursive: true, force: true }) : undefined);
  try {
    await waitFor(`${url}/api/v1/health`, 180_000, child);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, pid: child.pid, stop };
}
