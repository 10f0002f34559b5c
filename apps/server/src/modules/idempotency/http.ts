import type { FastifyReply, FastifyRequest } from 'fastify';
import { SUCCESS } from '@lumi/shared';
import type { IdempotencyService } from './service';

/**
 * The answer of a creating call (201 with `message`, by default `orderCreated`), made at most once per
 * `Idempotency-Key`: a repeat gets the first answer back, marked `Idempotent-Replayed: true` (ADR 0013). Orders and
 * `POST /bookings` use it.
 */
export async function sendCreatedOnce<T>(
  idempotency: IdempotencyService,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: { userId: string; call: string },
  create: () => Promise<T>,
  message: string = SUCCESS.orderCreated,
) {
  const answer = await idempotency.run(
    { ...scope, key: req.headers['idempotency-key'], body: req.body },
    async () => ({
      status: 201 as const,
      body: { success: true as const, message, data: await create() },
    }),
  );
  if (answer.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(answer.status).send(answer.body);
}
