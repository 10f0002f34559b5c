declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the payment expiry sweep once (the periodic task's body); answers the ids of the orders cancelled. */
    sweepExpiredPayments(): Promise<string[]>;
  }
}

/** The payment expiry sweep runs every minute (decision 17), as the periodic task 'payment-expiry' (app.ts). */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;
