import { describe, expect, it } from 'vitest';
import { batchedLoader, memoizeFor } from './memoize';

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

describe('batchedLoader', () => {
  it('answers the keys asked in one turn with one load, and the next turn with another', async () => {
    const loads: string[][] = [];
    const load = batchedLoader(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    expect(await Promise.all([load('a'), load('b'), load('a'), load('missing')])).toEqual([
      'A',
      'B',
      'A',
      undefined,
    ]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
    expect(await load('c')).toBe('C');
    expect(loads).toHaveLength(2);
  });

  it('fails the callers of a failed round only', async () => {
    let fail = true;
    const load = batchedLoader(async (keys: number[]) => {
      if (fail) throw new Error('down');
      return new Map(keys.map((k) => [k, k * 2]));
    });
    await expect(Promise.all([load(1), load(2)])).rejects.toThrow('down');
    fail = false;
    expect(await load(3)).toBe(6);
  });
});
