import { encodedOnce, keptSize } from '../../lib/compression';

/** A kept page: its HTML, and its compressed forms once a visitor's browser has asked for them. */
export type CachedPage = {
  url: string;
  at: number;
  status: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

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

const sizeOf = keptSize;

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
      const before = sizeOf(page);
      const answer = encodedOnce(page, acceptEncoding);
      if (pages.get(page.url) === page) bytes += sizeOf(page) - before;
      return answer;
    },
  };
}
