import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Without E2E_PORT the runner takes a free port; it is written back to the environment because every worker loads
// this file again and must reach the same server.
process.env.E2E_PORT ||= execFileSync(
  process.execPath,
  [fileURLToPath(new URL('../scripts/free-port.mjs', import.meta.url))],
  { encoding: 'utf8' },
).trim();
const PORT = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${PORT}`;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `lumi-e2e-${process.pid}`);
// Workers and the teardown read the same folder.
process.env.E2E_DATA_DIR = dataDir;

/** The system's Chromium (Debian package, provisioned by global-setup.ts); Playwright never downloads a browser. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    viewport: { width: 1366, height: 860 },
    screenshot: 'only-on-failure',
    trace: 'off',
    // A step that cannot happen fails with its own name instead of running into the test's timeout.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    // The built product, as `npm start` serves it, on a fresh embedded database with the demo data.
    command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
    url: `${baseURL}/api/v1/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The suite runs on its own embedded database whatever the developer's shell points at.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_15_MIN: '1000',
      RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '1000',
      RATE_LIMIT_OTP_PER_HOUR: '1000',
      // The back-in-stock journey waits for the real sweep: every 5 s here, every minute by default.
      STOCK_ALERT_SWEEP_SECONDS: '5',
    },
  },
});
