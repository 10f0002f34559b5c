/** What the follow-ups need of the job queue (modules/jobs): `Tx` is the caller's transaction. */
export type FollowUpJobs<Tx> = {
  define(kind: string, handler: (payload: unknown, job: { enqueuedAt: Date }) => Promise<void>): void;
  enqueue(tx: Tx, ...entries: { kind: string; payload: unknown }[]): Promise<void>;
  wake(): void;
};

/** One step that follows a change (a notification, a mail): run by the job worker, retried when it throws. */
export type FollowUpStep<Change> = (change: Change, job: { enqueuedAt: Date }) => Promise<void>;

type Log = { error(obj: unknown, msg?: string): void };

/**
 * What follows a lifecycle's changes, written as jobs in the change's own transaction (ADR 0043): a committed change
 * never loses them, no request waits for them (nor fails on them), and a failing step is retried with the queue's
 * back-off until it is dead. Each step is its own job (`<lifecycle>.<step>`), so that a mail retried after an SMTP
 * failure never writes the notification twice. The job's payload is the change itself (JSON); a step reads its
 * subject when it runs, so a retry shows the subject as it is then.
 */
export function lifecycleFollowUps<Change, Tx>(spec: {
  /** The lifecycle's name, the jobs' prefix: 'order', 'booking'. */
  name: string;
  jobs: FollowUpJobs<Tx>;
  /** A job's payload as the change it was written from; throws on a malformed one (the job fails). */
  parse: (payload: unknown) => Change;
  steps: Record<string, FollowUpStep<Change>>;
  /** The steps a change needs (all by default): a change with nothing to mail writes no mail job. */
  stepsOf?: (change: Change) => readonly string[];
  log?: Log;
}) {
  const kindOf = (step: string) => `${spec.name}.${step}`;
  for (const [step, run] of Object.entries(spec.steps)) {
    spec.jobs.define(kindOf(step), (payload, job) => run(spec.parse(payload), job));
  }
  const all = Object.keys(spec.steps);

  return {
    /** Inside the change's transaction: its steps' jobs. A failure here rolls the change back. */
    async record(tx: Tx, ...changes: Change[]): Promise<void> {
      const entries = changes.flatMap((change) =>
        (spec.stepsOf?.(change) ?? all).map((step) => ({ kind: kindOf(step), payload: change })),
      );
      if (entries.length) await spec.jobs.enqueue(tx, ...entries);
    },

    /**
     * After the commit: the live pushes of the change (never waited for, never failing the request) and the worker
     * woken for its jobs.
     */
    announce(push?: () => void): void {
      try {
        push?.();
      } catch (error) {
        spec.log?.error({ err: error, lifecycle: spec.name }, 'lifecycle push failed');
      }
      spec.jobs.wake();
    },
  };
}
