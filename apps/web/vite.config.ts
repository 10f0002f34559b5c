import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rollup } from 'vite';
import {
  appFrameChunks,
  FEATURE_SOURCE,
  REACT_LIBRARIES,
  REDUX_LIBRARIES,
  SHARED_SOURCE,
} from './build/frame-chunks';

/** The Lumi server (API, Google sign-in, sockets, mailbox, payment sandboxes, uploaded files). */
const SERVER = process.env.LUMI_SERVER_URL ?? 'http://localhost:3000';

/** Host-root paths the server answers (api-contract §1.1); everything else is the SPA. */
const proxied = ['/api', '/auth/google', '/dev', '/sandbox', '/uploads'];

/**
 * Vendor groups that change rarely get their own long-cached chunks. Only libraries the first page
 * always needs are grouped: grouping all of antd would pull admin-only components (tables, pickers)
 * into the shop's first load, so the rest of antd stays with the route chunks that use it.
 */
const vendorGroups = [
  { name: 'react', test: REACT_LIBRARIES },
  { name: 'redux', test: REDUX_LIBRARIES },
  // Icons are tiny modules; one chunk instead of one request per icon, for the icons' runtime and the icons many
  // routes share (antd's own: close, loading, arrows). An icon only a few routes draw (the admin menu's, a form's)
  // stays with them: the chunk every page loads does not carry every icon of the back offices (issue 26).
  { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/, minShareCount: 10 },
  {
    name: 'antd-core',
    test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|@emotion[\\/]hash|@emotion[\\/]unitless|stylis|@babel[\\/]runtime)[\\/]/,
  },
];

/**
 * index.html's entry (src/entry.ts) starts the app with a dynamic import, after a server-rendered page's first paint.
 * Its modules and styles are still the page's first download wave: index.html preloads every module the app imports
 * statically and links their stylesheets, as Vite does for an entry's own imports (the server inlines those sheets,
 * and on a rendered page moves the preloads into the template the entry adds once the page is drawn, ADR 0039).
 */
function preloadApp(): Plugin {
  return {
    name: 'lumi:preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        // What Vite already writes for the entry itself: its module, its static imports and their stylesheets.
        const entryFiles = new Set<string>([chunk.fileName, ...chunk.imports]);
        const entrySheets = new Set<string>(chunk.viteMetadata?.importedCss ?? []);
        const seen = new Set<string>();
        const sheets = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName] as Rollup.OutputChunk | undefined;
          if (!output || output.type !== 'chunk' || seen.has(fileName)) return;
          seen.add(fileName);
          for (const sheet of output.viteMetadata?.importedCss ?? []) sheets.add(sheet);
          for (const imported of output.imports) visit(imported);
        };
        for (const app of chunk.dynamicImports) visit(app);
        const tags: HtmlTagDescriptor[] = [
          ...[...seen]
            .filter((file) => !entryFiles.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
          ...[...sheets]
            .filter((file) => !entrySheets.has(file))
            .map((file) => ({
              tag: 'link',
              attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}` },
              injectTo: 'head' as const,
            })),
        ];
        return tags;
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, command, mode }) => ({
  plugins: [react(), preloadApp()],
  // The server renderer bundles React and antd (ssr.noExternal) with their production and development builds side by
  // side, chosen by NODE_ENV at run time; `npm start` sets none. A built renderer is production's, as the browser's
  // bundle is: React's faster server build, and antd's class names (its style hashes) the same on both sides.
  ...(isSsrBuild && command === 'build' && mode === 'production'
    ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
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
  // The server renderer (src/entry-server.tsx, ADR 0025) is one self-contained module: no package is looked up at
  // run time, so the server loads it from dist-ssr/ whatever node_modules holds beside it.
  ssr: { noExternal: true },
  build: {
    target: 'es2022',
    // The server reads which files each route module needs (its scripts and styles) to preload them with a page.
    manifest: true,
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
      // The browser's long-cached vendor chunks; the server renderer needs none.
      output: isSsrBuild ? {} : { codeSplitting: { groups: [...vendorGroups, appFrameChunks()] } },
    },
  },
}));
