/**
 * Whether this process takes requests (issue 29, ADR 0052): `starting` until migrations, demo data and the page
 * renderer are loaded (main.ts marks it ready once the server listens and the renderer answers), `stopping` from the
 * moment shutdown begins. The liveness probe ignores it; the readiness probe and `/health` answer 503 outside `ready`.
 */
export type ReadinessState = 'starting' | 'ready' | 'stopping';

export type Readiness = {
  readonly state: ReadinessState;
  /** Ready to take requests (ignored once stopping: a process never comes back from shutdown). */
  markReady(): void;
  /** Shutdown began: not ready from now on. */
  beginShutdown(): void;
};

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    markReady() {
      if (state === 'starting') state = 'ready';
    },
    beginShutdown() {
      state = 'stopping';
    },
  };
}
