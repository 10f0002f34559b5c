import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@lumi/shared';

/** What a server render hands over (apps/web/src/entry-server.tsx, `RenderedPage`). */
export type RenderedPage = {
  status: number;
  html: string;
  head: {
    origin: string;
    pathname: string;
    page: {
      title: string;
      description: string;
      robots: string;
      image?: string;
      type?: string;
    } | null;
    jsonLd: Map<string, object>;
    preloadImage?: { href: string; srcset?: string; sizes?: string; type?: string } | null;
  };
  hoisted: string;
  styles: string;
  state: string;
  routeIds: string[];
};

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A module preload on a rendered page: wanted soon, but after the first paint's needs. */
const MODULE_PRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/** The id of the state element (apps/web/src/app/ssr/state.ts, SERVER_STATE_ID). */
const STATE_ID = 'lumi-state';

/** The id of the template holding a rendered page's later module preloads (apps/web/src/entry.ts, APP_MODULES_ID). */
const APP_MODULES_ID = 'lumi-app-modules';

/** JSON inside a <script> element: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The tags the built index.html carries for every page, replaced by the page's own on a rendered page. */
const GENERIC_HEAD = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[\s\S]*?\/?>\s*/i,
  /<meta\s+property="og:title"[\s\S]*?\/?>\s*/i,
  /<meta\s+property="og:description"[\s\S]*?\/?>\s*/i,
  /<meta\s+property="og:type"[\s\S]*?\/?>\s*/i,
  /<noscript>[\s\S]*?<\/noscript>\s*/i,
];

/**
 * The built web app's index.html and Vite's manifest, read once: turns a server render into the document, with the
 * page's head (title, description, canonical address, Open Graph and Zalo tags, JSON-LD), the styles and module
 * preloads of the page's route modules (one download wave, no unstyled flash), the markup and the state.
 */
export function createPageTemplate(webDistDir: string) {
  /** index.html as built: the document of a page the browser renders, with its generic title and description. */
  const browserShell = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  let shell = browserShell;
  for (const pattern of GENERIC_HEAD) shell = shell.replace(pattern, '');
  const manifest = JSON.parse(
    readFileSync(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  // What index.html already loads (its entry, the app's modules and their stylesheets): never preloaded twice.
  const loadedByShell = new Set(
    [...shell.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map(
      (match) => match[1]!,
    ),
  );
  // A rendered page is painted before the app starts (apps/web/src/entry.ts, ADR 0039): the app's modules are not
  // fetched beside the document and its picture but asked for by the entry once the page is drawn — the preloads
  // wait in an inert <template>. The entry's own imports stay preloaded: it needs them to run at all.
  const entryImports = new Set(
    (manifest['index.html']?.imports ?? []).flatMap((key) => manifest[key]?.file ?? []),
  );
  const appModules: string[] = [];
  shell = shell.replace(
    /<link rel="modulepreload"(?: crossorigin)? href="\/([^"]+\.js)">\s*/g,
    (link: string, file: string) => {
      if (entryImports.has(file)) return link;
      appModules.push(file);
      return '';
    },
  );
  const collect = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) collect(imported, files, css);
  };

  /**
   * A stylesheet written into the page, so that the first paint waits for no request but the document's (a phone on
   * a slow network saved a round trip per file). The disabled link beside it is never fetched; it tells the app's
   * module loader (Vite's preload helper) the sheet is there, so that a later navigation does not load it again.
   */
  const inlined = new Map<string, string>();
  function inlineSheet(file: string): string {
    let tags = inlined.get(file);
    if (tags === undefined) {
      let css: string | null = null;
      try {
        css = readFileSync(path.join(webDistDir, file), 'utf8');
      } catch {
        css = null;
      }
      tags =
        css === null || /<\/style/i.test(css)
          ? `<link rel="stylesheet" href="/${file}">`
          : `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
      inlined.set(file, tags);
    }
    return tags;
  }
  // The shell's own stylesheets (index.html's links), inlined in every rendered page.
  shell = shell.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g,
    (_link, file: string) => inlineSheet(file),
  );

  /** The scripts and stylesheets of a page's route modules (route id 'routes/home' → src/app/routes/home.tsx). */
  function routeFiles(routeIds: string[]): { scripts: string[]; sheets: string[] } {
    const files = new Set<string>();
    const css = new Set<string>();
    for (const id of routeIds) {
      const key = Object.keys(manifest).find(
        (candidate) => candidate === `src/app/${id}.tsx` || candidate === `src/app/${id}.ts`,
      );
      if (key) collect(key, files, css);
    }
    return {
      scripts: [...files].filter((file) => !loadedByShell.has(file)),
      sheets: [...css].filter((file) => !loadedByShell.has(file)),
    };
  }

  /**
   * A rendered page's route assets: stylesheets written in; the app's and the routes' modules as preloads inside the
   * template the entry adds to the document once the page is painted — one wave, after the first paint.
   */
  const assetsByRoutes = new Map<string, string>();
  function routeAssets(routeIds: string[]): string {
    const cacheKey = routeIds.join('|');
    const known = assetsByRoutes.get(cacheKey);
    if (known !== undefined) return known;
    const { scripts, sheets } = routeFiles(routeIds);
    const tags =
      sheets.map((file) => inlineSheet(file)).join('') +
      `<template id="${APP_MODULES_ID}">` +
      [...appModules, ...scripts].map((file) => `${MODULE_PRELOAD} crossorigin href="/${file}">`).join('') +
      '</template>';
    assetsByRoutes.set(cacheKey, tags);
    return tags;
  }

  function headTags(page: RenderedPage): string {
    const { head } = page;
    const canonical = `${head.origin}${head.pathname}`;
    const tags: string[] = [];
    const info = head.page;
    if (info) {
      const title = escapeHtml(info.title);
      const description = escapeHtml(info.description);
      tags.push(
        `<title>${title}</title>`,
        `<meta name="description" content="${description}">`,
        `<meta name="robots" content="${escapeHtml(info.robots)}">`,
        `<link rel="canonical" href="${escapeHtml(canonical)}">`,
        `<meta property="og:type" content="${escapeHtml(info.type ?? 'website')}">`,
        `<meta property="og:title" content="${title}">`,
        `<meta property="og:description" content="${description}">`,
        `<meta property="og:url" content="${escapeHtml(canonical)}">`,
      );
      if (info.image) {
        const image = escapeHtml(new URL(info.image, head.origin).href);
        tags.push(
          `<meta property="og:image" content="${image}">`,
          `<meta name="twitter:card" content="summary_large_image">`,
          `<meta name="twitter:image" content="${image}">`,
        );
      } else {
        tags.push(`<meta name="twitter:card" content="summary">`);
      }
      tags.push(`<meta name="twitter:title" content="${title}">`);
    }
    const preload = head.preloadImage;
    if (preload) {
      tags.push(
        `<link rel="preload" as="image" href="${escapeHtml(preload.href)}"` +
          (preload.srcset ? ` imagesrcset="${escapeHtml(preload.srcset)}"` : '') +
          (preload.sizes ? ` imagesizes="${escapeHtml(preload.sizes)}"` : '') +
          (preload.type ? ` type="${escapeHtml(preload.type)}"` : '') +
          ` fetchpriority="high">`,
      );
    }
    for (const [id, data] of head.jsonLd)
      tags.push(`<script type="application/ld+json" id="${escapeHtml(id)}">${scriptJson(data)}</script>`);
    return tags.join('');
  }

  return {
    /**
     * The document of a page the browser renders (a back office, the cart, the account): index.html with the
     * stylesheets and modules of the page's routes asked for at once, beside the app's entry, so that the page's
     * code arrives in one wave instead of a wave per lazy route level (issue 26: an admin screen took three).
     */
    browserDocument(routeIds: string[]): string {
      const { scripts, sheets } = routeFiles(routeIds);
      const tags = [
        ...sheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
        ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('');
      return browserShell.replace('</head>', `${tags}</head>`);
    },

    /** The whole document of a rendered page. */
    document(page: RenderedPage): string {
      const head = headTags(page) + page.hoisted + routeAssets(page.routeIds) + page.styles;
      return shell
        .replace('</head>', `${head}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div><script type="application/json" id="${STATE_ID}">${page.state}</script>`,
        );
    },
  };
}

export type PageTemplate = ReturnType<typeof createPageTemplate>;
