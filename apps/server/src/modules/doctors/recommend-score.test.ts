import { describe, expect, it } from 'vitest';
import { prepareDoctor, scoreFor, syllables } from './recommend-score';

const acne = { specialty: 'Điều trị mụn', about: '<p>Điều trị mụn trứng cá &amp; sẹo rỗ.</p>' };
const ACNE_PATH = ['Dược mỹ phẩm', 'Điều trị mụn chuyên sâu', 'Gel trị mụn'];
const AGEING_PATH = ['Dược mỹ phẩm', 'Trẻ hóa da', 'Kem chống lão hóa'];

describe('doctor ↔ category scores', () => {
  it('folds text to syllables without diacritics, HTML, entities or function words', () => {
    expect(syllables('<p>Điều trị mụn và sẹo &amp; nám</p>')).toEqual(['dieu', 'tri', 'mun', 'seo', 'nam']);
  });

  it.each([
    ['the leaf and shelf match the specialty', ACNE_PATH, AGEING_PATH],
    [
      'only the shelf matches',
      ['Dược mỹ phẩm', 'Điều trị mụn', 'Mặt nạ'],
      ['Dược mỹ phẩm', 'Trang điểm', 'Mặt nạ'],
    ],
  ])('ranks a matching category above another (%s)', (_case, matching, other) => {
    const doctor = prepareDoctor({ ...acne, averageRating: 4, experience: 5 });
    expect(scoreFor(doctor, matching)).toBeGreaterThan(scoreFor(doctor, other));
  });

  it('weighs rating and experience when the text match is equal, and stays within 0–100', () => {
    const novice = prepareDoctor({ ...acne, averageRating: 0, experience: 0 });
    const senior = prepareDoctor({ ...acne, averageRating: 5, experience: 40 });
    expect(scoreFor(senior, ACNE_PATH)).toBeGreaterThan(scoreFor(novice, ACNE_PATH));
    expect(scoreFor(novice, ['Trang điểm'])).toBe(0);
    // Quality alone is 30 points at most; a perfect text match adds up to 70.
    expect(scoreFor(senior, ['Trang điểm'])).toBe(30);
    expect(scoreFor(senior, ['Điều trị mụn'])).toBe(100);
  });
});
