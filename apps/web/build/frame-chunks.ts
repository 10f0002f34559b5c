// The app's first-wave chunks (ADR 0034), planned for apps/web/vite.config.ts: which module goes into `boot`,
// `shop-frame`, `booking-frame` or `booking-shop-frame`, so that no page loads a module it did not load before.
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { parseAst, type Rolldown } from 'vite';

export const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
/** The web's feature folders: their modules only declare (components, hooks, endpoints, styles). */
export const FEATURE_SOURCE = /[\\/]apps[\\/]web[\\/]src[\\/]features[\\/].+\.tsx?$/;

/** Where a module's id points in this app (the chunking below groups only the app's and @lumi/shared's modules). */
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A module this short (its code after TypeScript, before minifying) may join `boot` (below). */
const SMALL_MODULE_CHARS = 5000;
/** The libraries of the `react` and `redux` vendor chunks (vite.config.ts), which every page loads first. */
export const REACT_LIBRARIES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
export const REDUX_LIBRARIES =
  /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/;
/** Libraries the boot chunk's own modules may import: those two chunks'. */
const isBootLibrary = (id: string) => REACT_LIBRARIES.test(id) || REDUX_LIBRARIES.test(id);
const APP_SOURCE = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;

/** The treeshake rule below: modules whose unused exports are dropped whatever their top-level code does. */
function isPureModule(id: string): boolean {
  if (SHARED_SOURCE.test(id)) return !id.endsWith('zod-setup.ts');
  return FEATURE_SOURCE.test(id) || /[\\/]node_modules[\\/]/.test(id);
}

type Info = Pick<Rolldown.ModuleInfo, 'code' | 'importedIds' | 'dynamicallyImportedIds' | 'dynamicImporters'>;
type ImportRecord =
  | { kind: 'import'; id: string; names: string[] }
  | { kind: 'reexport'; id: string; names: [exported: string, local: string][] }
  | { kind: 'star'; id: string };
type ModuleShape = { ownCode: boolean; ownExports: Set<string>; records: ImportRecord[] };

/**
 * The modules a set of modules loads before it runs, as the bundle will hold them: a re-export (a feature's index.ts,
 * @lumi/shared's) leads only to the modules whose exports are asked for, as the treeshake rule below drops the rest.
 * Within a module all its imports count (it may hold more than the page uses: a little more, never less, than what
 * the chunks will load). A module it cannot read (CommonJS, styles) counts with everything it imports.
 */
function staticReach(getInfo: (id: string) => Info | null) {
  const shapes = new Map<string, ModuleShape | null>();
  const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
    node.type === 'Identifier' ? String(node.name) : String(node.value);
  const shapeOf = (id: string): ModuleShape | null => {
    if (shapes.has(id)) return shapes.get(id) ?? null;
    const info = getInfo(id);
    let shape: ModuleShape | null = null;
    if (info?.code != null && /\.[cm]?[jt]sx?$/.test(id)) {
      try {
        const sources: string[] = [];
        const records: [source: string, record: ImportRecord][] = [];
        const ownExports = new Set<string>();
        let ownCode = false;
        for (const node of parseAst(info.code).body) {
          const source = 'source' in node && node.source ? String(node.source.value) : null;
          if (source && !sources.includes(source)) sources.push(source);
          if (node.type === 'ImportDeclaration') {
            const names = node.specifiers.map((s) =>
              s.type === 'ImportSpecifier'
                ? nameOf(s.imported)
                : s.type === 'ImportDefaultSpecifier'
                  ? 'default'
                  : '*',
            );
            records.push([source!, { kind: 'import', id: '', names }]);
          } else if (node.type === 'ExportNamedDeclaration' && source) {
            const names = node.specifiers.map(
              (s) => [nameOf(s.exported), nameOf(s.local)] as [string, string],
            );
            records.push([source, { kind: 'reexport', id: '', names }]);
          } else if (node.type === 'ExportAllDeclaration') {
            records.push([
              source!,
              node.exported
                ? { kind: 'reexport', id: '', names: [[nameOf(node.exported), '*']] }
                : { kind: 'star', id: '' },
            ]);
          } else {
            ownCode = true;
            if (node.type === 'ExportDefaultDeclaration') ownExports.add('default');
            if (node.type === 'ExportNamedDeclaration') {
              const declaration = node.declaration;
              if (declaration?.type === 'VariableDeclaration')
                for (const d of declaration.declarations)
                  ownExports.add(d.id.type === 'Identifier' ? d.id.name : '*');
              else if (declaration && 'id' in declaration && declaration.id)
                ownExports.add(nameOf(declaration.id));
              for (const s of node.specifiers) ownExports.add(nameOf(s.exported));
            }
          }
        }
        // Rolldown lists a module's imports in the order of their first appearance; Vite's preload helper is added.
        const ids = info.importedIds.filter((i) => !i.startsWith('\0vite/'));
        if (ids.length === sources.length)
          shape = {
            ownCode,
            ownExports,
            records: records.map(([source, record]) => ({
              ...record,
              id: ids[sources.indexOf(source)] ?? '',
            })),
          };
      } catch {
        shape = null;
      }
    }
    shapes.set(id, shape);
    return shape;
  };

  return (starts: string[]): Set<string> => {
    const asked = new Map<string, Set<string> | '*'>();
    const queue: [string, Set<string> | '*'][] = [];
    const used = new Set<string>();
    const ask = (id: string, names: string[] | '*') => {
      const known = asked.get(id);
      if (known === '*') return;
      if (names === '*') {
        asked.set(id, '*');
        queue.push([id, '*']);
        return;
      }
      const fresh = new Set(names.filter((n) => !known?.has(n)));
      if (known && fresh.size === 0) return;
      asked.set(id, new Set([...(known ?? []), ...fresh]));
      queue.push([id, fresh]);
    };
    for (const start of starts) ask(start, '*');
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [id, names] = next;
      const info = getInfo(id);
      if (!info) continue;
      const shape = shapeOf(id);
      if (!shape) {
        if (!used.has(id)) info.importedIds.forEach((i) => ask(i, '*'));
        used.add(id);
        continue;
      }
      const pure = isPureModule(id);
      const runs =
        names === '*' ||
        !pure ||
        shape.ownExports.has('*') ||
        [...names].some((n) => shape.ownExports.has(n));
      if (runs && !used.has(id)) {
        used.add(id);
        for (const record of shape.records) {
          if (record.kind === 'import') {
            if (shape.ownCode) ask(record.id, record.names.includes('*') ? '*' : record.names);
          } else if (!pure) ask(record.id, []);
        }
      }
      const reexported = new Set(
        shape.records.flatMap((r) => (r.kind === 'reexport' ? r.names.map(([exported]) => exported) : [])),
      );
      for (const record of shape.records) {
        if (record.kind === 'reexport') {
          for (const [exported, local] of record.names)
            if (names === '*' || names.has(exported)) ask(record.id, local === '*' ? '*' : [local]);
        } else if (record.kind === 'star') {
          const passed =
            names === '*' ? '*' : [...names].filter((n) => n !== 'default' && !reexported.has(n));
          if (passed === '*' || passed.length) ask(record.id, passed);
        }
      }
    }
    return used;
  };
}

/**
 * The app's first-wave chunks. Rolldown splits the modules shared between the app (main.tsx), the layouts and the
 * routes by the set of those that use each: ~40 files of 0.1–2 KB before a shop page paints, each costing a request's
 * headers and compressing worse than one file would. Three groups gather them instead, each adding no module to any
 * page that did not load it before:
 * - `boot`: what main.tsx (and the page's first script) load, which every page runs;
 * - `shop-frame` / `booking-frame`: what a layout loads beyond that, when no module outside the layout's own routes
 *   uses it (a module a clinic page also uses stays in its shared chunk, or that page would download the shop's).
 * Route and lazily loaded modules keep their own chunks.
 */
export function appFrameChunks(): Rolldown.CodeSplittingGroup {
  const main = path.join(WEB_ROOT, 'src/main.tsx');
  const router = path.join(WEB_ROOT, 'src/app/router.tsx');
  let chunkOf: Map<string, string> | undefined;

  /** The layouts router.tsx loads lazily, each with the route modules of its `children`. */
  const layoutFamilies = (routerInfo: Info | null) => {
    const families = new Map<string, Set<string>>();
    if (!routerInfo?.code) return families;
    const resolveImport = (source: string) => {
      const base = path.resolve(path.dirname(router), source);
      return routerInfo.dynamicallyImportedIds.find((id) => id.replace(/\.[jt]sx?$/, '') === base);
    };
    const importsIn = (node: unknown, found: string[] = []): string[] => {
      if (!node || typeof node !== 'object') return found;
      const n = node as { type?: string; source?: { value?: unknown } };
      if (n.type === 'ImportExpression' && typeof n.source?.value === 'string') found.push(n.source.value);
      for (const value of Object.values(node))
        if (value && typeof value === 'object') importsIn(value, found);
      return found;
    };
    const visit = (node: unknown) => {
      if (!node || typeof node !== 'object') return;
      const n = node as { type?: string; properties?: unknown[] };
      if (n.type === 'ObjectExpression' && n.properties) {
        const children = n.properties.find(
          (p): p is { value: { type: string } } =>
            (p as { type: string }).type === 'Property' &&
            (p as { key: { name?: string } }).key.name === 'children' &&
            (p as { value: { type: string } }).value.type === 'ArrayExpression',
        );
        const own = n.properties.filter((p) => p !== children).flatMap((p) => importsIn(p));
        const [first] = own;
        const layout = own.length === 1 && first?.startsWith('./layouts/') ? resolveImport(first) : undefined;
        if (children && layout)
          families.set(
            layout,
            new Set(
              importsIn(children.value)
                .map(resolveImport)
                .filter((id) => id !== undefined),
            ),
          );
      }
      for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
    };
    visit(parseAst(routerInfo.code));
    return families;
  };

  const plan = (getInfo: (id: string) => Info | null) => {
    const reach = staticReach(getInfo);
    // Every module the build reaches, and the modules some module imports lazily (routes, lazy components).
    const lazyEntries = new Set<string>();
    const seen = new Set<string>();
    const walk = [path.join(WEB_ROOT, 'index.html')];
    for (let id = walk.pop(); id !== undefined; id = walk.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      const info = getInfo(id);
      if (!info) continue;
      walk.push(...info.importedIds, ...info.dynamicallyImportedIds);
      info.dynamicallyImportedIds.forEach((d) => lazyEntries.add(d));
    }
    // What the page's first script loads stays its own (it runs before the first paint; the app after).
    const first = reach([path.join(WEB_ROOT, 'index.html')]);
    const boot = new Set([...reach([main])].filter((id) => !first.has(id)));
    const users = new Map<string, string[]>();
    for (const entry of lazyEntries)
      for (const id of reach([entry])) users.set(id, [...(users.get(id) ?? []), entry]);
    const chunks = new Map<string, string>();
    for (const id of boot) chunks.set(id, 'boot');
    // A module some layouts load goes with them when every module that uses it is one of those layouts or one of
    // their routes: any page that loads it has loaded one of those layouts, which loads the whole chunk.
    const families = layoutFamilies(getInfo(router));
    const layoutsOf = new Map<string, string[]>();
    for (const layout of families.keys())
      for (const id of reach([layout])) layoutsOf.set(id, [...(layoutsOf.get(id) ?? []), layout]);
    // The layouts under which a lazily loaded module can run: a layout's own, a route's layout, and for a module
    // loaded on demand (a chat panel, a modal) those of the modules that import it; null when any page may.
    const pagesOf = new Map<string, Set<string> | null>();
    const pagesOfEntry = (entry: string): Set<string> | null => {
      if (pagesOf.has(entry)) return pagesOf.get(entry) ?? null;
      pagesOf.set(entry, null); // an import cycle: any page
      let pages: Set<string> | null = new Set<string>();
      for (const [layout, routes] of families) if (entry === layout || routes.has(entry)) pages.add(layout);
      if (pages.size === 0)
        for (const importer of getInfo(entry)?.dynamicImporters ?? [null]) {
          const importerUsers = importer === null || first.has(importer) ? [] : (users.get(importer) ?? []);
          const found = importerUsers.map(pagesOfEntry);
          if (importerUsers.length === 0 || found.includes(null)) {
            pages = null;
            break;
          }
          for (const set of found) set?.forEach((layout) => pages?.add(layout));
        }
      if (pages?.size === 0) pages = null; // not found under any layout: any page
      pagesOf.set(entry, pages);
      return pages;
    };
    for (const [id, layouts] of layoutsOf) {
      if (boot.has(id) || first.has(id)) continue;
      const loadedUnder = (users.get(id) ?? []).map(pagesOfEntry);
      const ours = loadedUnder.every(
        (pages) => pages !== null && [...pages].every((l) => layouts.includes(l)),
      );
      if (!ours) continue;
      const names = layouts.map((l) => path.basename(l).replace(/(-layout)?\.[jt]sx?$/, '')).sort();
      chunks.set(id, `${names.join('-')}-frame`);
    }
    // Small modules both public layouts' pages use (a price's format, a page title, an API slice's endpoints…) join
    // `boot` when all they import is there: each was a file of its own, ~0.3 KB of headers for 0.2–1 KB of code, twenty
    // of them before a clinic or product page could start (issue 26). A back office loads them too, a few KB.
    const shopLayout = path.join(WEB_ROOT, 'src/app/layouts/shop-layout.tsx');
    const bookingLayout = path.join(WEB_ROOT, 'src/app/layouts/booking-layout.tsx');
    // Loaded before a page of each layout starts: by the layout, or by one of its route modules, statically.
    const bothPublicSides = (id: string) =>
      [shopLayout, bookingLayout].every((layout) =>
        (users.get(id) ?? []).some((entry) => entry === layout || families.get(layout)?.has(entry)),
      );
    const small = new Set(
      [...users.keys()].filter((id) => {
        const info = getInfo(id);
        return (
          APP_SOURCE.test(id) &&
          /\.[jt]sx?$/.test(id) &&
          !/[\\/]src[\\/]app[\\/](routes|layouts)[\\/]/.test(id) &&
          id !== main &&
          !boot.has(id) &&
          !first.has(id) &&
          !chunks.has(id) &&
          !lazyEntries.has(id) &&
          (info?.code?.length ?? Infinity) <= SMALL_MODULE_CHARS &&
          bothPublicSides(id)
        );
      }),
    );
    // Only those whose imports all end up in `boot` (theirs, React's, Redux's; a stylesheet never): boot never waits
    // for another chunk, and the styles every rendered page carries in its HTML stay the app's own.
    const inBoot = (id: string) => boot.has(id) || first.has(id) || small.has(id) || isBootLibrary(id);
    const needs = new Map([...small].map((id) => [id, [...reach([id])].filter((m) => m !== id)]));
    for (let changed = true; changed;) {
      changed = false;
      for (const id of small)
        if (!needs.get(id)!.every(inBoot)) {
          small.delete(id);
          changed = true;
        }
    }
    for (const id of small) chunks.set(id, 'boot');
    // The back offices' frame (issue 26): what the admin frame loads (its layouts, antd's layout, menu, dropdown…)
    // and no page outside the admin area uses goes in one chunk, libraries included — an admin screen asked for a
    // hundred files, and their count, more than their size, kept it 2.4 times slower than the shop's home.
    const adminFrame = ['admin-area', 'admin-layout'].map((name) =>
      path.join(WEB_ROOT, `src/app/layouts/${name}.tsx`),
    );
    const adminRoutes = path.join(WEB_ROOT, 'src/app/routes/admin') + path.sep;
    const adminEntry = new Map<string, boolean>();
    const isAdminEntry = (entry: string): boolean => {
      const known = adminEntry.get(entry);
      if (known !== undefined) return known;
      adminEntry.set(entry, false); // an import cycle: not only the admin's
      let only = adminFrame.includes(entry) || entry.startsWith(adminRoutes);
      if (!only) {
        const importers = getInfo(entry)?.dynamicImporters ?? [];
        only =
          importers.length > 0 &&
          importers.every((importer) => {
            const importerUsers = users.get(importer) ?? [];
            return importerUsers.length > 0 && importerUsers.every(isAdminEntry);
          });
      }
      adminEntry.set(entry, only);
      return only;
    };
    for (const id of reach(adminFrame)) {
      if (boot.has(id) || first.has(id) || chunks.has(id)) continue;
      if ((users.get(id) ?? []).every(isAdminEntry)) chunks.set(id, 'admin-frame');
    }
    // Route modules keep their chunk: the server finds a page's files by it in the manifest.
    for (const id of [...lazyEntries, main])
      if (/[\\/]src[\\/]app[\\/](routes|layouts)[\\/]/.test(id) || id === main) chunks.delete(id);
    return chunks;
  };

  return {
    debugName: 'app-frame',
    name: (id, ctx) => {
      chunkOf ??= plan((m) => ctx.getModuleInfo(m));
      const name = chunkOf.get(id);
      // A library module joins only the boot chunk and the admin's frame (a public frame's libraries are antd's, kept
      // with their users: the public pages load antd on demand).
      return name === 'boot' || name === 'admin-frame' || (name && APP_SOURCE.test(id)) ? name : null;
    },
    // The plan already holds each module's dependencies that belong with it; Rolldown's own walk would follow every
    // re-export of a feature's index.ts into the chunk.
    includeDependenciesRecursively: false,
  };
}
