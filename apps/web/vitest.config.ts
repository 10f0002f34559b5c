import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    css: false,
    // Screens load antd on first use; keep slow shared CI machines from failing on time alone.
    testTimeout: 20_000,
    // Node's fetch needs absolute addresses; tests answer this origin with a stubbed fetch.
    env: { VITE_API_URL: 'http://lumi.test/api/v1' },
  },
});
