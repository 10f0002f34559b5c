import { describe, expect, it } from 'vitest';
import { formatAxisValue, formatTooltipValue } from './chart-format';

describe('chart value formats (Vietnamese)', () => {
  it('writes money exactly in the tooltip and compactly on the axis', () => {
    expect(formatTooltipValue(1250000, 'money').replace(/\s/g, ' ')).toBe('1.250.000 ₫');
    expect(formatAxisValue(1250000, 'money')).toMatch(/^1,3\s?Tr$/);
  });

  it('writes ratings with a decimal comma and counts with dot thousands', () => {
    expect(formatTooltipValue(4.5, 'rating')).toBe('4,5');
    expect(formatTooltipValue(12345, 'count')).toBe('12.345');
    expect(formatTooltipValue(87.5, 'percent')).toBe('87,5%');
  });
});
