import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_MIN_BYTES, encodedOnce, keptSize } from '../../lib/compression';

/** The kinds of file Vite writes into dist/assets; anything else goes as bytes. */
const TYPES: Record<string, { type: string; text: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', text: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', text: true },
  '.css': { type: 'text/css; charset=utf-8', text: true },
  '.svg': { type: 'image/svg+xml', text: true },
  '.json': { type: 'application/json; charset=utf-8', text: true },
  '.map': { type: 'application/json; charset=utf-8', text: true },
  '.woff2': { type: 'font/woff2', text: false },
  '.woff': { type: 'font/woff', text: false },
  '.png': { type: 'image/png', text: false },
  '.webp': { type: 'image/webp', text: false },
  '.jpg': { type: 'image/jpeg', text: false },
  '.ico': { type: 'image/x-icon', text: false },
  '.wasm': { type: 'application/wasm', text: false },
};

/** A hashed asset in memory: its bytes, and its Brotli and gzip forms (the build's, else made at first use). */
type Asset = {
  type: string;
  compressible: boolean;
  body: Buffer;
  br?: Buffer | undefined;
  gzip?: Buffer | undefined;
};

/** At most this many bytes of assets are held (the whole build is ~9 MB with its compressed forms). */
const ASSET_MEMORY_BYTES = 96 * 1024 * 1024;

const sizeOf = keptSize;

/** A file name under the assets folder, never a way out of it ('a/b-1.js' yes; '../x', '/x', 'a\\b' no). */
const SAFE_NAME = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

/**
 * Vite's hashed assets (`dist/assets`), answered from memory (issue 26): a phone page asks for thirty to a hundred
 * of them at once, and reading each from disk per request (stat, open, stream: ~550 answers a second on this kind of
 * machine) made the server the slowest part of a back office's first load. The name is the version, so a file read
 * once is good for a year (`immutable`), and needs neither validators nor ranges. The build writes each one's Brotli
 * (quality 11) and gzip (level 9) forms beside it (apps/web/scripts/build.mjs), sent as they are; a file without them
 * is compressed once, at its first request. A file built after start is found at its first request; a missing one
 * is the not-found handler's (a 404, never the page).
 */
export function serveBuiltAssets(scope: FastifyInstance, options: { dir: string; prefix: string }): void {
  const held = new Map<string, Asset>();
  const loading = new Map<string, Promise<Asset | null>>();
  let heldBytes = 0;

  async function readOptional(file: string): Promise<Buffer | undefined> {
    try {
      return await readFile(file);
    } catch {
      return undefined;
    }
  }

  async function load(name: string): Promise<Asset | null> {
    const file = path.join(options.dir, name);
    const raw = await readOptional(file);
    if (!raw) return null;
    const kind = TYPES[path.extname(name).toLowerCase()] ?? { type: 'application/octet-stream', text: false };
    const compressible = kind.text && raw.length >= COMPRESS_MIN_BYTES;
    const asset: Asset = { type: kind.type, compressible, body: raw };
    if (compressible) {
      asset.br = await readOptional(`${file}.br`);
      asset.gzip = await readOptional(`${file}.gz`);
    }
    return asset;
  }

  function hold(name: string, asset: Asset): void {
    const before = held.get(name);
    if (before) heldBytes -= sizeOf(before);
    held.delete(name);
    held.set(name, asset);
    heldBytes += sizeOf(asset);
    // The least recently asked for go first (a long-running server that saw several builds).
    for (const [oldest, value] of held) {
      if (heldBytes <= ASSET_MEMORY_BYTES || oldest === name) break;
      held.delete(oldest);
      heldBytes -= sizeOf(value);
    }
  }

  async function assetOf(name: string): Promise<Asset | null> {
    const known = held.get(name);
    if (known) {
      // Most recently used last.
      held.delete(name);
      held.set(name, known);
      return known;
    }
    let pending = loading.get(name);
    if (!pending) {
      pending = load(name).finally(() => loading.delete(name));
      loading.set(name, pending);
    }
    const asset = await pending;
    if (asset && !held.has(name)) hold(name, asset);
    return asset;
  }

  scope.get(`${options.prefix}*`, async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    const asset = SAFE_NAME.test(name) ? await assetOf(name) : null;
    if (!asset) return reply.callNotFound();
    reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable');
    if (!asset.compressible) return reply.send(asset.body);
    reply.header('vary', 'accept-encoding');
    const before = sizeOf(asset);
    const { coding, bytes } = encodedOnce(asset, request.headers['accept-encoding']);
    if (coding) reply.header('content-encoding', coding);
    if (held.get(name) === asset) heldBytes += sizeOf(asset) - before;
    return reply.send(bytes);
  });
}
