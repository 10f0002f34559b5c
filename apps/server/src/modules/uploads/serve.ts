import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseImageVariantUrl } from '@lumi/shared';
import type { FileStorage, LocalFileStorage, ObjectFileStorage } from '../../providers/storage';
import { createImageVariants, isVariantFileName } from './variants';

/** A variant's bytes never change under its name (a new picture is a new publicId). */
const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An original's: what the static handler has always sent for them (`maxAge: '30d', immutable`). */
const ORIGINAL_CACHE_CONTROL = 'public, max-age=2592000, immutable';

/** A stored file's key in a url: publicId segments and one extension; no dot segment, nothing encoded. */
const STORED_KEY = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.[A-Za-z0-9]+$/;

type ImageVariants = ReturnType<typeof createImageVariants>;

/**
 * Stored files never served here: a skin diary's photos (ADR 0067) are read only through the diary's signed, checked
 * links, whatever their key, variant or extension.
 */
const PRIVATE_PREFIXES = ['diary/'];
const isPrivateKey = (key: string) => PRIVATE_PREFIXES.some((prefix) => key.startsWith(prefix));

/** Whether a url under the prefix names a private file, however it is spelled ('%64iary', '//', './'). */
function isPrivatePath(urlPath: string, urlPrefix: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return true;
  }
  const key = path.posix.normalize(decoded).slice(urlPrefix.length).replace(/^\/+/, '');
  return isPrivateKey(key);
}

/**
 * Serves the stored files under /uploads, and the sized picture variants (`{publicId}-w{W}.{webp|avif}`, issue 14),
 * whichever the storage (ADR 0053): the urls, their headers and the variants' making are the same on both. A variant
 * not stored yet is made from the original on its first request and stored, and every later request is a stored
 * file. Register in its own scope (the hook is for these files only).
 */
export async function serveUploads(scope: FastifyInstance, storage: FileStorage): Promise<void> {
  const variants = createImageVariants({ storage });
  if (storage.kind === 'local') await serveFolder(scope, storage, variants);
  else serveBucket(scope, storage, variants);
}

/** Makes the variant a url names, if it names one; null for any other url. */
async function ensureVariant(
  request: FastifyRequest,
  variants: ImageVariants,
  urlPath: string,
): Promise<Awaited<ReturnType<ImageVariants['ensure']>> | null> {
  const variant = parseImageVariantUrl(urlPath);
  if (!variant) return null;
  return variants.ensure(variant.publicId, variant.width, variant.format).catch((err: unknown) => {
    request.log.error({ err, url: request.url }, 'image variant failed');
    return { kind: 'missing' as const };
  });
}

function redirectToWebp(reply: FastifyReply, to: string) {
  reply.header('cache-control', VARIANT_CACHE_CONTROL);
  return reply.redirect(to, 302);
}

/**
 * Answers point here from other origins too (ADR 0030): helmet's same-origin policy would hide the pictures from a
 * client that CORS_ORIGINS lets in, and from our own pages opened at another address than the asset one.
 */
const CROSS_ORIGIN = 'cross-origin';

/**
 * The folder: a variant missing on disk is made before the static handler looks for it, which then sends it as any
 * other file (ranges, validators, 404 when there is none).
 */
async function serveFolder(
  scope: FastifyInstance,
  storage: LocalFileStorage,
  variants: ImageVariants,
): Promise<void> {
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const urlPath = request.url.split('?')[0] ?? '';
    if (isPrivatePath(urlPath, storage.urlPrefix)) return reply.callNotFound();
    // Anything else (an original, a voice note, a width off the list) is left to the static handler.
    const outcome = await ensureVariant(request, variants, urlPath);
    if (outcome?.kind === 'redirect') return redirectToWebp(reply, outcome.to);
    // 'file': the static handler serves it; 'missing': it finds no file and answers 404.
    return undefined;
  });

  await scope.register(fastifyStatic, {
    root: storage.root,
    prefix: `${storage.urlPrefix}/`,
    decorateReply: false,
    index: false,
    maxAge: '30d',
    immutable: true,
    setHeaders(res, filePath) {
      if (isVariantFileName(path.basename(filePath))) res.header('cache-control', VARIANT_CACHE_CONTROL);
      res.header('cross-origin-resource-policy', CROSS_ORIGIN);
    },
  });
}

/**
 * The bucket: each request reads the object (its range and validator passed on, so a voice note seeks and a
 * revalidation is a 304) and streams it through. A variant the bucket lacks is made, stored, then read like the
 * rest. A CDN in ASSET_BASE_URL keeps the answers (ADR 0030), so the bucket is read about once per file and edge.
 */
function serveBucket(scope: FastifyInstance, storage: ObjectFileStorage, variants: ImageVariants): void {
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  scope.route({
    method: ['GET', 'HEAD'],
    url: `${storage.urlPrefix}/*`,
    exposeHeadRoute: false,
    handler: async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '';
      const key = urlPath.slice(storage.urlPrefix.length + 1);
      if (!STORED_KEY.test(key) || isPrivateKey(key)) return reply.callNotFound();
      const open = () =>
        storage.open(key, {
          method: request.method === 'HEAD' ? 'HEAD' : 'GET',
          range: header(request, 'range'),
          ifNoneMatch: header(request, 'if-none-match'),
        });
      let file = await open();
      if (!file) {
        const outcome = await ensureVariant(request, variants, urlPath);
        if (outcome?.kind === 'redirect') return redirectToWebp(reply, outcome.to);
        if (outcome?.kind !== 'file') return reply.callNotFound();
        file = await open();
        if (!file) return reply.callNotFound();
      }
      reply.status(file.status).headers(file.headers).header('cross-origin-resource-policy', CROSS_ORIGIN);
      if (file.status !== 416)
        reply.header(
          'cache-control',
          isVariantFileName(path.posix.basename(key)) ? VARIANT_CACHE_CONTROL : ORIGINAL_CACHE_CONTROL,
        );
      return reply.send(file.body ?? undefined);
    },
  });
}
