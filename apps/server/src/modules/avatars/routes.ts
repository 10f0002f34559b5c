import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarColour, avatarInitials, DEFAULT_AVATAR_PATH, API_PREFIX } from '@lumi/shared';
import { z } from 'zod';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The default avatar of a name (api-contract §2 `Avatar`): its initials in white on a colour of its own. */
export function defaultAvatarSvg(name: string): string {
  const initials = escapeXml(avatarInitials(name));
  const colour = avatarColour(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">' +
    `<rect width="128" height="128" fill="${colour}"/>` +
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff" font-size="52" font-weight="600" ' +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif">${initials}</text></svg>`
  );
}

/**
 * `GET /avatars/default.svg?name=…`: the picture every answer points to for a person without an uploaded one.
 * Its content depends on the name alone, so it is cached for a year (and revalidated by ETag).
 */
export async function avatarRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(DEFAULT_AVATAR_PATH.slice(API_PREFIX.length), {
    schema: {
      tags: ['Avatars'],
      summary: 'Ảnh đại diện mặc định (chữ cái đầu của tên trên nền màu, SVG)',
      querystring: z.object({ name: z.string().max(1000).optional() }),
    },
    handler: async (req, reply) => {
      const svg = defaultAvatarSvg(req.query.name ?? '');
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      // Shown by clients on other origins too (ADR 0030), like the pictures under /uploads.
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin');
      const match = req.headers['if-none-match'];
      if (match !== undefined && match.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag))
        return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(svg);
    },
  });
}
