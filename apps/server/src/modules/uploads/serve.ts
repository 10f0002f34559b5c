import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { parseImageVariantUrl } from '@lumi/shared';
import type { FileStorage } from '../../providers/storage';
import { createImageVariants, isVariantFileName } from './variants';

/** A variant's bytes never change under its name (a new picture is a new publicId). */
const VARIANT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves the stored files under /uploads, and the sized picture variants (`{publicId}-w{W}.{webp|avif}`, issue 14):
 * a variant missing on disk is made from the original before the static handler looks for it, so the first request
 * waits for one encode and every later one is a plain file. Register in its own scope (the hook is for these files
 * only).
 */
export async function serveUploads(scope: FastifyInstance, storage: FileStorage): Promise<void> {
  const variants = createImageVariants({ root: storage.root, urlPrefix: storage.urlPrefix });

  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const variant = parseImageVariantUrl(request.url.split('?')[0] ?? '');
    // Anything else (an original, a voice note, a width off the list) is left to the static handler.
    if (!variant) return;
    const outcome = await variants
      .ensure(variant.publicId, variant.width, variant.format)
      .catch((err: unknown) => {
        request.log.error({ err, url: request.url }, 'image variant failed');
        return { kind: 'missing' as const };
      });
    if (outcome.kind === 'redirect') {
      reply.header('cache-control', VARIANT_CACHE_CONTROL);
      return reply.redirect(outcome.to, 302);
    }
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
      // Answers point here from other origins too (ADR 0030): helmet's same-origin policy would hide the pictures
      // from a client that CORS_ORIGINS lets in, and from our own pages opened at another address than the asset one.
      res.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
