import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The Lumi server (API, Google sign-in, sockets, mailbox, payment sandboxes, uploaded files). */
const SERVER = process.env.LUMI_SERVER_URL ?? 'http://localhost:3000';

const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** The web's feature folders: their modules only declare (components, hooks, endpoints, styles). */
const FEATURE_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/].+\.tsx?$/;

/** Host-root paths the server answers (api-contract §1.1); everything else is the SPA. */
const proxied = ['/api', '/auth/google', '/dev', '/sandbox', '/uploads'];

/**
 * Vendor groups that change rarely get their own long-cached chunks. Only libraries the first page
 * always needs are grouped: grouping all of antd would pull admin-only components (tables, pickers)
 * into the shop's first load, so the rest of antd stays with the route chunks that use it.
 */
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'redux',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
  },
  // Icons are tiny modules; one chunk instead of one request per icon.
  { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/ },
  {
    name: 'antd-core',
    test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@emotion[\\/]hash|@emotion[\\/]unitless|stylis|@babel[\\/]runtime)[\\/]/,
  },
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    strictPort: false,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
      '/socket.io': { target: SERVER, ws: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: SERVER, changeOrigin: false }])),
      '/socket.io': { target: SERVER, ws: true },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      treeshake: {
        // @lumi/shared is pure (schemas, constants, messages) but for zod-setup.ts, which installs the
        // Vietnamese default messages: a page that needs one constant must not download every zod schema
        // and the password list with it.
        //
        // A route imports a feature through its index (features/<f>/index.ts), which re-exports the
        // feature's public components; a module's top-level code there (`const { Text } = Typography`,
        // `api.injectEndpoints`) must not pull the components the route does not use into its chunk.
        moduleSideEffects: (id) => {
          if (SHARED_SOURCE.test(id)) return id.endsWith('zod-setup.ts') ? undefined : false;
          return FEATURE_SOURCE.test(id) ? false : undefined;
        },
      },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
});
