import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      // The slot arithmetic must not depend on the process time zone (decision 21, issue 10).
      ...(['UTC', 'America/New_York'] as const).map((TZ) => ({
        test: {
          name: `shared-tz-${TZ === 'UTC' ? 'utc' : 'ny'}`,
          root: './packages/shared',
          include: ['src/logic/slots*.test.ts'],
          environment: 'node',
          env: { TZ },
        },
      })),
      // The repository's own checks (lint boundaries) run as tests of their probes.
      { test: { name: 'scripts', root: './scripts', include: ['*.test.ts'], environment: 'node' } },
      './apps/web/vitest.config.ts',
      './apps/server/vitest.config.ts',
    ],
  },
});
