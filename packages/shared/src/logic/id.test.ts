import { describe, expect, it } from 'vitest';
import { isUuid } from './id';

describe('isUuid', () => {
  it.each<[string, boolean]>([
    ['3f1c2a4e-0000-4000-8000-000000000001', true],
    ['3F1C2A4E-ABCD-4000-8000-00000000000F', true],
    // No version or variant check: PostgreSQL takes any hexadecimal id of this shape.
    ['00000000-0000-0000-0000-000000000000', true],
    ['3f1c2a4e00004000800000000000001', false],
    ['3f1c2a4e-0000-4000-8000-00000000000g', false],
    [' 3f1c2a4e-0000-4000-8000-000000000001', false],
    ['kem-chong-nang', false],
    ['', false],
  ])('%j → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });
});
