import type sharpModule from 'sharp';

/**
 * sharp, loaded on first use: most starts never decode an image (the demo pictures are drawn once, uploads come
 * later), and loading libvips' binding takes about a tenth of a second of every start (ADR 0016).
 */
let loading: Promise<typeof sharpModule> | undefined;
export function loadSharp(): Promise<typeof sharpModule> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
