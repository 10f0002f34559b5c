import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database from a migrated, seeded template; files run in parallel workers.
    pool: 'forks',
    maxWorkers: 2,
    // A worker keeps the modules it imported for its next file (ADR 0068): every file imports the whole app, and
    // importing it again for each of ~120 files cost a third of the suite's time. Nothing here keeps state in a module
    // between files — each file builds its own app and database, and no test mocks a module (vi.mock would leak).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
