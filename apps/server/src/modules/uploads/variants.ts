import {
  IMAGE_MAX_PIXELS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
} from '@lumi/shared';
import { loadSharp } from '../../lib/sharp';
import { assertStorageKey, type FileStorage } from '../../providers/storage';

/** What a variant request comes to: a file now stored, a redirect (an animated picture has no AVIF), or nothing. */
export type VariantOutcome = { kind: 'file' } | { kind: 'redirect'; to: string } | { kind: 'missing' };

const VARIANT_FILE = /^(.+)-w([0-9]+)\.(webp|avif)$/;

/** True for a variant's file name or key (`{name}-w{W}.{webp|avif}`) with a listed width. */
export function isVariantFileName(fileName: string): boolean {
  const match = VARIANT_FILE.exec(fileName);
  return match !== null && (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(Number(match[2]));
}

/**
 * Sized WebP/AVIF copies of stored pictures (issue 14), made from the original on first request and written to the
 * storage beside it (ADR 0053: the folder or the bucket alike), so every later request is a stored file. The original
 * is always `{publicId}.webp` (uploads and demo pictures are stored as WebP), so a voice note or any other file never
 * gets here.
 */
export function createImageVariants(deps: {
  storage: FileStorage;
  /** Told of each encode (tests count them). */
  onEncode?: (name: string) => void;
}) {
  const { storage } = deps;
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

  /** The upload was deleted while its variant was being made: leave nothing behind. */
  async function keptUnlessOrphan(originalKey: string, name: string): Promise<VariantOutcome> {
    if (await storage.has(originalKey)) return { kind: 'file' };
    await storage.remove(name);
    return { kind: 'missing' };
  }

  async function generate(
    publicId: string,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
  ): Promise<VariantOutcome> {
    const originalKey = `${publicId}.webp`;
    const name = variantName(publicId, width, format);
    // The storage refuses a key that could leave its folder or prefix (parseImageVariantUrl already refuses dots).
    const original = await storage.get(originalKey);
    if (!original) return { kind: 'missing' };
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
      return { kind: 'redirect', to: `${storage.urlPrefix}/${variantName(publicId, width, 'webp')}` };
    }
    // Never enlarged: every width past the original's is the same picture, encoded once under the first listed
    // width that covers the original and copied under the larger names (a hard link in the folder, a copy inside the
    // bucket).
    const covering = IMAGE_VARIANT_WIDTHS.find((w) => w >= originalWidth) ?? width;
    if (width > covering) {
      const outcome = await ensure(publicId, covering, format);
      if (outcome.kind !== 'file') return outcome;
      await storage.copy(variantName(publicId, covering, format), name);
      return keptUnlessOrphan(originalKey, name);
    }
    const data = await serially(async () => {
      deps.onEncode?.(name);
      const pipeline = sharp(original, { animated: isAnimated, limitInputPixels: IMAGE_MAX_PIXELS }).resize({
        width: Math.min(width, originalWidth),
        withoutEnlargement: true,
      });
      return format === 'avif'
        ? pipeline.avif({ quality: 50, effort: 2 }).toBuffer()
        : pipeline.webp({ quality: 80 }).toBuffer();
    });
    // The storage writes it whole or not at all: a concurrent read never sees half a file.
    await storage.put(name, data);
    return keptUnlessOrphan(originalKey, name);
  }

  /** Makes sure the variant is stored (generating it from the original once). */
  async function ensure(
    publicId: string,
    width: ImageVariantWidth,
    format: ImageVariantFormat,
  ): Promise<VariantOutcome> {
    const name = variantName(publicId, width, format);
    if (await storage.has(name)) return { kind: 'file' };
    const pending = inFlight.get(name);
    if (pending) return pending;
    const started = generate(publicId, width, format).finally(() => inFlight.delete(name));
    inFlight.set(name, started);
    return started;
  }

  return { ensure };
}

/** Deletes every variant of a picture (the original is the caller's to delete), from the folder or the bucket. */
export async function removeImageVariants(storage: FileStorage, publicId: string): Promise<void> {
  try {
    assertStorageKey(`${publicId}.webp`);
  } catch {
    return;
  }
  const names: string[] = [];
  for await (const key of storage.list(`${publicId}-w`)) {
    if (isVariantFileName(key) && VARIANT_FILE.exec(key)?.[1] === publicId) names.push(key);
  }
  await Promise.all(names.map((name) => storage.remove(name)));
}
