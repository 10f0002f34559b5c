import { describe, expect, it } from 'vitest';
import { FOREIGN_KEY_VIOLATION, isPgError, pgErrorOf, UNIQUE_VIOLATION } from './pg-errors';

const refusal = { code: '23505', constraint: 'brands_name_unique' };

describe('pgErrorOf', () => {
  it.each([
    ['the driver error itself', Object.assign(new Error('duplicate key'), refusal), refusal],
    ['an ORM error wrapping it', new Error('query failed', { cause: refusal }), refusal],
    ['a code without a constraint', { code: '40001' }, { code: '40001', constraint: undefined }],
    [
      'a network error (not a SQLSTATE)',
      Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
      undefined,
    ],
    ['no error object at all', 'failed', undefined],
  ])('reads %s', (_, error, expected) => {
    expect(pgErrorOf(error)).toEqual(expected);
  });
});

describe('isPgError', () => {
  const error = new Error('query failed', { cause: refusal });

  it.each([
    [UNIQUE_VIOLATION, undefined, true],
    [UNIQUE_VIOLATION, 'brands_name_unique', true],
    [UNIQUE_VIOLATION, 'brands_slug_unique', false],
    [FOREIGN_KEY_VIOLATION, undefined, false],
  ])('code %s on constraint %s: %s', (code, constraint, expected) => {
    expect(isPgError(error, code, constraint)).toBe(expected);
  });
});
