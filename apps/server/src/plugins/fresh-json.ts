import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createFreshCache } from '../db/changes';
import type { TableName } from '../db/owners';
import { withAbsoluteAssetUrls } from '../lib/asset-urls';
import type { RouteInfra } from './route-context';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Public answers sent from memory while the tables they were read from are unchanged (ADR 0048): the JSON of a
 * request URL is kept as bytes, so a repeated request skips the database, validation and serialisation. Sent as
 * bytes, the answer passes the app's preSerialization hook by: its picture urls are made absolute here (ADR 0030),
 * and it is checked against the route's response schema once, when computed. A hit says `x-cache: HIT`.
 */
export function freshJsonAnswers(infra: Pick<RouteInfra, 'changes' | 'config'>, maxEntries = 1000) {
  const cache = createFreshCache<Buffer>(infra.changes, { maxEntries });
  return async function send<T extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    tables: readonly TableName[],
    schema: T,
    compute: () => Promise<z.input<T>>,
    /** What else the answer depends on (e.g. the time span over which it holds), kept in its key. */
    variant = '',
  ): Promise<FastifyReply> {
    let computed = false;
    const body = await cache.get(`${req.url}#${variant}`, tables, async () => {
      computed = true;
      const answer = schema.parse(await compute());
      return Buffer.from(JSON.stringify(withAbsoluteAssetUrls(answer, infra.config.assetBaseUrl)));
    });
    if (!computed) reply.header('x-cache', 'HIT');
    return reply.type(JSON_TYPE).send(body);
  };
}
