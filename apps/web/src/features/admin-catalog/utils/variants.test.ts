import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@lumi/shared';
import { isHexColor, newVariantRow, normaliseHex, validateVariants, type VariantRow } from './variants';

const row = (name: string, code: string, stock: number | null = 5): VariantRow => ({
  key: `${name}-${code}`,
  name,
  code,
  image: null,
  stock,
});

describe('normaliseHex', () => {
  it.each([
    ['#abc', '#AABBCC'],
    ['ff00aa', '#FF00AA'],
    ['  #e11d48 ', '#E11D48'],
    ['#12', '#12'],
    ['hồng', 'hồng'],
  ])('%j → %j', (input, output) => {
    expect(normaliseHex(input)).toBe(output);
  });

  it('recognises #RRGGBB only', () => {
    expect(isHexColor('#E11D48')).toBe(true);
    expect(isHexColor('#E11D4')).toBe(false);
    expect(isHexColor('E11D48')).toBe(false);
  });
});

describe('validateVariants', () => {
  it('accepts distinct, complete rows', () => {
    expect(validateVariants([row('Hồng đào', '#F9A8D4'), row('Đỏ cam', '#EA580C', 0)])).toEqual([]);
  });

  it('needs at least one row (the colour mode carries the stock)', () => {
    expect(validateVariants([])).toEqual([{ index: -1, field: 'list', message: VALIDATION.stockOrVariants }]);
  });

  it('refuses more than 20 rows', () => {
    const rows = Array.from({ length: 21 }, (_v, i) => row(`Màu ${i}`, `#0000${String(i).padStart(2, '0')}`));
    expect(validateVariants(rows)).toContainEqual({
      index: -1,
      field: 'list',
      message: VALIDATION.variantsMax,
    });
  });

  it("gives each cell the server's message", () => {
    const issues = validateVariants([row('', '#GG0000', -1)]);
    expect(issues).toEqual([
      { index: 0, field: 'name', message: VALIDATION.variantNameRequired },
      { index: 0, field: 'code', message: VALIDATION.variantCodeInvalid },
      { index: 0, field: 'stock', message: VALIDATION.stockInvalid },
    ]);
  });

  it('needs a stock on every row', () => {
    expect(validateVariants([row('Hồng', '#F9A8D4', null)])).toEqual([
      { index: 0, field: 'stock', message: VALIDATION.stockInvalid },
    ]);
  });

  it('marks both rows of a repeated name (ignoring case) or colour', () => {
    const issues = validateVariants([
      row('Hồng đào', '#F9A8D4'),
      row('hồng đào ', '#111111'),
      row('Đen', '#f9a8d4'),
    ]);
    expect(issues).toEqual(
      expect.arrayContaining([
        { index: 0, field: 'name', message: VALIDATION.variantDuplicate },
        { index: 1, field: 'name', message: VALIDATION.variantDuplicate },
        { index: 0, field: 'code', message: VALIDATION.variantDuplicate },
        { index: 2, field: 'code', message: VALIDATION.variantDuplicate },
      ]),
    );
    expect(issues).toHaveLength(4);
  });
});

describe('newVariantRow', () => {
  it('starts with a colour no other row uses', () => {
    const first = newVariantRow([]);
    const second = newVariantRow([first]);
    expect(second.code).not.toBe(first.code);
    expect(second.key).not.toBe(first.key);
    expect(first).toMatchObject({ name: '', image: null, stock: 0 });
  });
});
