import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Smaller answers go as they are: kept answers' threshold, and the compression plugin's for the rest (http-shell). */
export const COMPRESS_MIN_BYTES = 1024;

/** Text compressed once for many answers, at levels that keep a first request fast (a page, an answer, an asset). */
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

function parseAccepts(header: string, coding: 'br' | 'gzip'): boolean {
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

// Browsers send a handful of distinct headers: each is read once (bounded, a flood of odd ones only refills it).
const accepted = new Map<string, boolean>();

/** Whether `accept-encoding` takes `coding` (named, or `*`, with a non-zero weight). */
export function acceptsCoding(header: string | undefined, coding: 'br' | 'gzip'): boolean {
  if (!header) return false;
  const key = `${coding} ${header}`;
  let answer = accepted.get(key);
  if (answer === undefined) {
    answer = parseAccepts(header, coding);
    if (accepted.size >= 256) accepted.clear();
    accepted.set(key, answer);
  }
  return answer;
}

/** Bytes kept to be sent many times, with their compressed forms once a client has asked for them. */
export type KeptBytes = { body: Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined };

export const keptSize = (kept: KeptBytes): number =>
  kept.body.length + (kept.br?.length ?? 0) + (kept.gzip?.length ?? 0);

/**
 * The bytes to send for `accept-encoding`: Brotli, else gzip, else the body as it is (also when it is smaller than
 * COMPRESS_MIN_BYTES). A compressed form is made at its first request and kept on `kept` for the next ones.
 */
export function encodedOnce(
  kept: KeptBytes,
  acceptEncoding: string | undefined,
): { coding?: 'br' | 'gzip'; bytes: Buffer } {
  if (kept.body.length < COMPRESS_MIN_BYTES) return { bytes: kept.body };
  if (acceptsCoding(acceptEncoding, 'br'))
    return { coding: 'br', bytes: (kept.br ??= brotliText(kept.body)) };
  if (acceptsCoding(acceptEncoding, 'gzip'))
    return { coding: 'gzip', bytes: (kept.gzip ??= gzipText(kept.body)) };
  return { bytes: kept.body };
}
