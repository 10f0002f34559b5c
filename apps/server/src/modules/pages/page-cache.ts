import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** A kept page: its HTML, and its compressed forms once a visitor's browser has asked for them. */
export type CachedPage = {
  url: string;
  at: number;
  status: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

/** Smaller answers go as they are: the kept pages' threshold, and the compression plugin's for the rest (app.ts). */
export const COMPRESS_MIN_BYTES = 1024;

/** Text compressed once for many answers, at levels that keep a first request fast (a page, an asset without the build's forms). */
export function brotliText(body: Buffer): Buffer {
  return brotliCompressSync(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}
export const gzipText = (body: Buffer): Buffer => gzipSync(body, { level: 6 });

/** Whether `accept-encoding` takes `coding` (named, or `*`, with a non-zero weight). */
export function acceptsCoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.trim().split(';');
    const name = rawName.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name === coding || (coding === 'gzip' && name === 'x-gzip')) return accepted;
    if (name === '*') star = accepted;
  }
  return star;
}

/**
 * Query parameters that only say where a visitor came from (a shared link from Zalo, Facebook, Google, an e-mail…)
 * and never change a page: a page is rendered and kept once for the address without them. Names are compared in
 * lower case; TRACKING_PARAMETER_PREFIXES covers families such as Google Analytics' `utm_source`, `utm_medium`….
 */
export const TRACKING_PARAMETERS: readonly string[] = [
  'fbclid', // Facebook, Messenger
  'zarsrc', // Zalo
  'gclid', // Google Ads
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid', // Google Display
  'srsltid', // Google Search (Merchant Center)
  '_ga', // Google Analytics cross-domain
  '_gl',
  'msclkid', // Microsoft Ads
  'ttclid', // TikTok
  'twclid', // X (Twitter)
  'igshid', // Instagram
  'li_fat_id', // LinkedIn
  'yclid', // Yandex
  'mc_cid', // Mailchimp
  'mc_eid',
];
export const TRACKING_PARAMETER_PREFIXES: readonly string[] = ['utm_'];

function isTracking(rawName: string): boolean {
  let name: string;
  try {
    name = decodeURIComponent(rawName.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return false;
  }
  return TRACKING_PARAMETERS.includes(name) || TRACKING_PARAMETER_PREFIXES.some((p) => name.startsWith(p));
}

/**
 * The address a page is rendered and kept for: `url` (path and query, as a request gives it) without its tracking
 * parameters. The other parameters keep their order and their encoding, and an address without tracking parameters
 * is returned as it is.
 */
export function pageKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const parts = url.slice(mark + 1).split('&');
  const kept = parts.filter((part) => part !== '' && !isTracking(part.split('=', 1)[0] ?? ''));
  if (kept.length === parts.length) return url;
  return kept.length ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
}

const sizeOf = (page: CachedPage) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0);

/**
 * Rendered pages per address (ADR 0025): each kept for `ttlMs`, the oldest dropped beyond `maxEntries` pages or
 * `maxBytes` bytes of HTML and compressed forms. Brotli and gzip are made once per kept page, when a browser first
 * asks for them, rather than once per request.
 */
export function createPageCache(options: {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  now: () => number;
}) {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;

  function drop(url: string): void {
    const page = pages.get(url);
    if (!page) return;
    bytes -= sizeOf(page);
    pages.delete(url);
  }

  return {
    /** The page kept for `url`, while fresh. */
    get(url: string): CachedPage | undefined {
      const hit = pages.get(url);
      if (!hit) return undefined;
      if (options.now() - hit.at < options.ttlMs) return hit;
      drop(url);
      return undefined;
    },

    keep(page: CachedPage): void {
      drop(page.url);
      pages.set(page.url, page);
      bytes += sizeOf(page);
      for (const oldest of pages.keys()) {
        if ((pages.size <= options.maxEntries && bytes <= options.maxBytes) || oldest === page.url) break;
        drop(oldest);
      }
    },

    clear(): void {
      pages.clear();
      bytes = 0;
    },

    /** Bytes held (HTML and compressed forms). */
    get bytes(): number {
      return bytes;
    },

    get size(): number {
      return pages.size;
    },

    /** The bytes to send for `accept-encoding`: Brotli, else gzip, else the HTML; a compressed form is made once. */
    encode(page: CachedPage, acceptEncoding: string | undefined): { coding?: 'br' | 'gzip'; bytes: Buffer } {
      if (page.body.length < COMPRESS_MIN_BYTES) return { bytes: page.body };
      const before = sizeOf(page);
      const kept = pages.get(page.url) === page;
      let answer: { coding?: 'br' | 'gzip'; bytes: Buffer } = { bytes: page.body };
      if (acceptsCoding(acceptEncoding, 'br')) {
        page.br ??= brotliText(page.body);
        answer = { coding: 'br', bytes: page.br };
      } else if (acceptsCoding(acceptEncoding, 'gzip')) {
        page.gzip ??= gzipText(page.body);
        answer = { coding: 'gzip', bytes: page.gzip };
      }
      if (kept) bytes += sizeOf(page) - before;
      return answer;
    },
  };
}
