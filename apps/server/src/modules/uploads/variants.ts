import { randomUUID } from 'node:crypto';
import { link, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
} from '@lumi/shared';
import { loadSharp } from '../../lib/sharp';

/** What a variant request comes to: a file now on disk, a redirect (an animated picture has no AVIF), or nothing. */
export type VariantOutcome = { kind: 'file' } | { kind: 'redirect'; to: string } | { kind: 'missing' };

const VARIANT_FILE = /^(.+)-w([0-9]+)\.(webp|avif)$/;

/** True for a variant's file name (`{name}-w{W}.{webp|avif}`) with a listed width. */
export function isVariantFileName(fileName: string): boolean {
  const match = VARIANT_FILE.exec(fileName);
  return match !== null && (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(Number(match[2]));
}

/**
 * Sized WebP/AVIF copies of stored pictures (issue 14), written next to the original on first request so every
 * later request is a static file. The original is always `{publicId}.webp` (uploads and demo pictures are stored
 * as WebP), so a voice note or any other file never gets here.
 */
export function createImageVariants(deps: {
  root: string;
  urlPrefix: string;
  /** Told of each encode (tests count them). */
  onEncode?: (name: string) => void;
}) {
  const root = path.resolve(deps.root);
  const fileOf = (name: string) => {
    const full = path.resolve(root, name);
    // parseImageVariantUrl already refuses dots; this guards any other caller.
    if (!full.startsWith(root + path.sep)) throw new Error(`Invalid upload path: ${name}`);
    return full;
  };
  const variantName = (publicId: string, width: number, format: ImageVariantFormat) =>
    `${publicId}-w${width}.${format}`;

  /** Concurrent first requests for one variant share one encode. */
  const inFlight = new Map<string, Promise<VariantOutcome>>();
  /**
   * One encode at a time: an AVIF costs a few hundred milliseconds of CPU, so a burst of first requests (or someone
   * walking every picture) queues here instead of taking both cores from the API. The work is bounded anyway: widths
   * come only from the list, and each variant is encoded once.
   */
  let encoding: Promise<unknown> = Promise.resolve();
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = encoding.then(task, task);
    encoding = run.catch(() => undefined);
    return run;
  }

  async function exists(file: string): Promise<boolean> {
    try {
      return (await stat(file)).isFile();
    } catch {
      return false;
    }
  }

  /** Writes through a temporary name, so a concurrent static read never sees half a file. */
  async function writeAtomically(file: string, data: Buffer): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, file);
  }

  async function generate(
    publicId: string,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
  ): Promise<VariantOutcome> {
    const original = fileOf(`${publicId}.webp`);
    const target = fileOf(variantName(publicId, width, format));
    const sharp = await loadSharp();
    let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
    try {
      meta = await sharp(original).metadata();
    } catch {
      return { kind: 'missing' };
    }
    const originalWidth = meta.width ?? 0;
    if (meta.format !== 'webp' || originalWidth <= 0) return { kind: 'missing' };
    const isAnimated = (meta.pages ?? 1) > 1;
    // An animated picture keeps its animation in WebP; AVIF would keep only the first frame.
    if (isAnimated && format === 'avif') {
      return { kind: 'redirect', to: `${deps.urlPrefix}/${variantName(publicId, width, 'webp')}` };
    }
    // Never enlarged: every width past the original's is the same picture, encoded once under the first listed
    // width that covers the original and linked under the larger names.
    const covering = IMAGE_VARIANT_WIDTHS.find((w) => w >= originalWidth) ?? width;
    if (width > covering) {
      const outcome = await ensure(publicId, covering, format);
      if (outcome.kind !== 'file') return outcome;
      const source = fileOf(variantName(publicId, covering, format));
      await link(source, target).catch(async (err: unknown) => {
        // A second request linked it meanwhile.
        if (!(await exists(target))) throw err;
      });
      return { kind: 'file' };
    }
    const data = await serially(async () => {
      deps.onEncode?.(variantName(publicId, width, format));
      const pipeline = sharp(original, { animated: isAnimated, limitInputPixels: IMAGE_MAX_PIXELS }).resize({
        width: Math.min(width, originalWidth),
        withoutEnlargement: true,
      });
      return format === 'avif'
        ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
        : pipeline.webp({ quality: 80 }).toBuffer();
    });
    await writeAtomically(target, data);
    // The upload was deleted while this was encoding: leave nothing behind.
    if (!(await exists(original))) {
      await rm(target, { force: true });
      return { kind: 'missing' };
    }
    return { kind: 'file' };
  }

  /** Makes sure the variant's file exists (generating it from the original once). */
  async function ensure(
    publicId: string,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
  ): Promise<VariantOutcome> {
    const name = variantName(publicId, width, format);
    if (await exists(fileOf(name))) return { kind: 'file' };
    const pending = inFlight.get(name);
    if (pending) return pending;
    const started = generate(publicId, width, format).finally(() => inFlight.delete(name));
    inFlight.set(name, started);
    return started;
  }

  return { ensure };
}

/** Deletes every variant of a picture (the original is the storage's to delete). */
export async function removeImageVariants(root: string, publicId: string): Promise<void> {
  const base = path.resolve(root, `${publicId}.webp`);
  if (!base.startsWith(path.resolve(root) + path.sep)) return;
  const dir = path.dirname(base);
  const stem = path.basename(base, '.webp');
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(
    names
      .filter((name) => isVariantFileName(name) && VARIANT_FILE.exec(name)?.[1] === stem)
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}
