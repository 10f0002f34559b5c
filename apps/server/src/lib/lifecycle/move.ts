/** A move lost to a concurrent one is judged again on the fresh row this many times before the last refusal stands. */
const MOVE_ATTEMPTS = 3;

export type ConditionalMove<Row, Moved> = {
  /** The subject as it is now; throws its not-found refusal. */
  load(): Promise<Row>;
  /** The lifecycle's pure rule on that row; throws its refusal. */
  judge(row: Row): void;
  /**
   * Writes the move only while the subject is still as judged (`where status = row.status`), with its timeline entry
   * and its follow-ups, in one transaction; answers null when another move got there first.
   */
  write(row: Row): Promise<Moved | null>;
  /** The refusal when every attempt lost its race. */
  lost(): Error;
  attempts?: number;
};

/**
 * A status move without a lock held across the rule: read, judge, write conditionally, and on a lost race read and
 * judge again, so that of two concurrent moves exactly one is written and the other is answered by the rule on what
 * won (a cancel after a confirm is judged as a cancel of a confirmed subject).
 */
export async function conditionalMove<Row, Moved>(
  move: ConditionalMove<Row, Moved>,
): Promise<{ from: Row; moved: Moved }> {
  const attempts = move.attempts ?? MOVE_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const row = await move.load();
    move.judge(row);
    const moved = await move.write(row);
    if (moved !== null) return { from: row, moved };
    if (attempt >= attempts) throw move.lost();
  }
}
