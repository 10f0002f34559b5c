import { describe, expect, it } from 'vitest';
import { memoizeFor } from './memoize';

describe('memoizeFor', () => {
  it('shares one run within the time-to-live and runs again after it', async () => {
    let t = 0;
    let runs = 0;
    const check = memoizeFor(
      1000,
      () => t,
      async () => ++runs,
    );
    expect(await Promise.all([check(), check(), check()])).toEqual([1, 1, 1]);
    t = 999;
    expect(await check()).toBe(1);
    t = 1000;
    expect(await check()).toBe(2);
  });

  it('does not keep a failure', async () => {
    let fail = true;
    const check = memoizeFor(
      1000,
      () => 0,
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
    );
    await expect(check()).rejects.toThrow('down');
    fail = false;
    expect(await check()).toBe('ok');
  });
});
