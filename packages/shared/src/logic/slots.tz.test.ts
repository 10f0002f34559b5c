import { describe, expect, it } from 'vitest';

/** Minutes west of UTC on 2026-01-01 of the zones the `shared-tz-*` projects run the slot tests under. */
const JANUARY_OFFSETS: Record<string, number> = { UTC: 0, 'America/New_York': 300 };
// The shared package is built without Node's types; the test runner is Node all the same.
const zone = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env.TZ;

// The slot tests prove nothing about foreign zones unless the process really runs in one.
describe.runIf(zone !== undefined && zone in JANUARY_OFFSETS)(`the process time zone (${zone})`, () => {
  it('is applied before any date is made', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(JANUARY_OFFSETS[zone!]);
  });
});
