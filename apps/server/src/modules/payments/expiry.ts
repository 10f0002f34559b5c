import type { PaymentsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the payment expiry sweep once (the minute job's body); answers the ids of the orders cancelled. */
    sweepExpiredPayments(): Promise<string[]>;
  }
}

export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

/**
 * Runs the payment expiry sweep every minute (decision 17). The interval is unref'd (it never keeps the process
 * alive) and stopped when the app closes; sweeps never overlap.
 */
export function startExpirySweep(
  payments: Pick<PaymentsService, 'sweepExpired'>,
  log: { error(obj: unknown, msg?: string): void },
  intervalMs: number = EXPIRY_SWEEP_INTERVAL_MS,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payments
      .sweepExpired()
      .catch((err: unknown) => log.error({ err }, 'payment expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
