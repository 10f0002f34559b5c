import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUCCESS } from '@lumi/shared';
import type { IdempotencyService } from './service';

/**
 * The answer of an order-creating call (201 `orderCreated`), placed at most once per `Idempotency-Key`: a repeat
 * gets the first answer back, marked `Idempotent-Replayed: true` (ADR 0013).
 */
export async function sendCreatedOnce<T>(
  idempotency: IdempotencyService,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: { userId: string; call: string },
  create: () => Promise<T>,
) {
  const answer = await idempotency.run(
    { ...scope, key: req.headers['idempotency-key'], body: req.body },
    async () => ({
      status: 201 as const,
      body: { success: true as const, message: SUCCESS.orderCreated, data: await create() },
    }),
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
