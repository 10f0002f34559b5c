import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createFreshCache } from '../db/changes';
import type { TableName } from '../db/owners';
import { withAbsoluteAssetUrls } from '../lib/asset-urls';
import { COMPRESS_MIN_BYTES, encodedOnce, type KeptBytes } from '../lib/compression';
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
 * A kept JSON answer as the client asked for it: Brotli or gzip made once per kept answer, not per request (the
 * compression plugin leaves a reply already encoded as it is).
 */
export function sendKeptJson(req: FastifyRequest, reply: FastifyReply, kept: KeptBytes): FastifyReply {
  reply.type(JSON_TYPE);
  if (kept.body.length < COMPRESS_MIN_BYTES) return reply.send(kept.body);
  const { coding, bytes } = encodedOnce(kept, req.headers['accept-encoding']);
  reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
  if (coding) reply.header('content-encoding', coding);
  return reply.send(bytes);
}

/** What a fresh answer depends on besides its URL and its tables. */
export type FreshAnswerOptions<T extends z.ZodType> = {
  /** Who or what else the answer is for (a signed-in person, a time span over which it holds), kept in its key. */
  variant?: string;
  /** The instant (ms) from which the answer no longer holds though its tables are unchanged; null: none. */
  until?: (answer: z.input<T>) => number | null;
};

/**
 * Answers sent from memory while the tables they were read from are unchanged (ADR 0048): the JSON of a request URL
 * (and variant) is kept as bytes (`jsonAnswerBytes`, once, when computed), so a repeated request skips the database
 * and serialisation, and its Brotli or gzip form is made once (`sendKeptJson`). A hit says `x-cache: HIT`. A
 * signed-in person's answers are kept under a variant naming them, after the route's guard has let the request in.
 */
export function freshJsonAnswers(infra: Pick<RouteInfra, 'changes' | 'config' | 'clock'>, maxEntries = 1000) {
  const cache = createFreshCache<KeptBytes & { until: number | null }>(infra.changes, {
    maxEntries,
    until: (kept) => kept.until,
    now: () => infra.clock.now().getTime(),
  });
  const keyOf = (req: FastifyRequest, variant: string | undefined) => `${req.url}#${variant ?? ''}`;
  async function send<T extends z.ZodType>(
    req: FastifyRequest,
    reply: FastifyReply,
    tables: readonly TableName[],
    schema: T,
    compute: () => Promise<z.input<T>>,
    options: FreshAnswerOptions<T> = {},
  ): Promise<FastifyReply> {
    let computed = false;
    const kept = await cache.get(keyOf(req, options.variant), tables, async () => {
      computed = true;
      const answer = await compute();
      return {
        body: jsonAnswerBytes(schema, answer, infra.config.assetBaseUrl),
        until: options.until?.(answer) ?? null,
      };
    });
    if (!computed) reply.header('x-cache', 'HIT');
    return sendKeptJson(req, reply, kept);
  }
  return Object.assign(send, {
    /**
     * A route's `preValidation` hook answering a request whose answer is kept, before validation and the handler
     * (the guards ran at onRequest; a URL is kept only once it passed validation). `tables` and `variant` must be
     * the handler's own. Anything not kept goes on to the handler as before.
     */
    early(tables: readonly TableName[], variant?: (req: FastifyRequest) => string) {
      return (req: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
        const kept = cache.peek(keyOf(req, variant?.(req)), tables);
        // Answered: the chain stops here (Fastify's way for a hook that replies is not to call `done`).
        if (kept) sendKeptJson(req, reply.header('x-cache', 'HIT'), kept);
        else done();
      };
    },
  });
}
