import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createFreshCache } from '../db/changes';
import type { TableName } from '../db/owners';
import { withAbsoluteAssetUrls } from '../lib/asset-urls';
import type { RouteInfra } from './route-context';

export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * An answer as the bytes a cache keeps and sends: checked against the route's response schema, its picture urls made
 * absolute (sent as bytes, it passes the app's preSerialization hook by, ADR 0030).
 */
export function jsonAnswerBytes<T extends z.ZodType>(
  schema: T,
  answer: z.input<T>,
  assetBaseUrl: string,
): Buffer {
  return Buffer.from(JSON.stringify(withAbsoluteAssetUrls(schema.parse(answer), assetBaseUrl)));
}

/**
 * Public answers sent from memory while the tables they were read from are unchanged (ADR 0048): the JSON of a
 * request URL is kept as bytes (`jsonAnswerBytes`, once, when computed), so a repeated request skips the database
 * and serialisation. A hit says `x-cache: HIT`.
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
      return jsonAnswerBytes(schema, await compute(), infra.config.assetBaseUrl);
    });
    if (!computed) reply.header('x-cache', 'HIT');
    return reply.type(JSON_TYPE).send(body);
  };
}
