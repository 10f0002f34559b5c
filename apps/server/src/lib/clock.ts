export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** An hour in milliseconds. */
export const HOUR_MS = 3_600_000;

/** A clock a test can move forward. */
export function fakeClock(start = new Date()): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    set(date: Date) {
      current = date.getTime();
    },
  };
}
