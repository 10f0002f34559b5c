import type { FastifyInstance } from 'fastify';

/**
 * Runs every job due now (by the app's clock) in the app's own worker, after any pass already running, and answers
 * how many ran: a test checks a notification or an e-mail after it, never after a sleep.
 */
export function drainJobs(app: FastifyInstance): Promise<number> {
  return app.jobs.drain();
}
