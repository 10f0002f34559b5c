import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../../plugins/route-context';
import type { SeoService } from './service';

/** `GET /sitemap.xml` and `GET /robots.txt` at the host root, registered before the web app's fallback. */
export async function seoRoutes(app: FastifyInstance, ctx: RouteContext<{ seo: SeoService }>) {
  const seo = ctx.services.seo;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const xml = await seo.sitemap();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(seo.robots()),
  );
}
