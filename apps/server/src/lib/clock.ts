import { addLocalDays, startOfLocalDay, toLocalDate } from '@lumi/shared';
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

/**
 * The local (business) day of `clock`'s now, worked out again only when now leaves the day it was worked out for:
 * a kept answer keyed by the day costs its request no date arithmetic.
 */
export function localDayOf(clock: Clock): () => string {
  let day = { date: '', from: 0, to: 0 };
  return () => {
    const t = clock.now().getTime();
    if (t < day.from || t >= day.to) {
      const date = toLocalDate(t);
      day = {
        date,
        from: startOfLocalDay(date).getTime(),
        to: startOfLocalDay(addLocalDays(date, 1)).getTime(),
      };
    }
    return day.date;
  };
}
