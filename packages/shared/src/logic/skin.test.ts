import { describe, expect, it } from 'vitest';
import {
  SKIN_QUIZ,
  avoidList,
  ingredientFlags,
  parseInci,
  productWarnings,
  skinQuizIssues,
  skinQuizResult,
  warningSentence,
  type SkinQuizAnswers,
} from './skin';

const calm: SkinQuizAnswers = {
  oil: ['tzone'],
  reactive: ['rarely'],
  acne: ['few'],
  spots: ['marks'],
  age: ['none'],
  goals: ['pores', 'dull'],
  pregnancy: ['no'],
  allergies: ['none'],
};

describe('ingredients (issue 32 item 1)', () => {
  it('reads an INCI list as the label writes it', () => {
    expect(parseInci(' Aqua, Glycerin,\nNiacinamide;  Sodium   Hyaluronate. , glycerin, , Parfum.')).toEqual([
      'Aqua',
      'Glycerin',
      'Niacinamide',
      'Sodium Hyaluronate',
      'Parfum',
    ]);
  });

  it('finds the families a profile may avoid, and not their look-alikes', () => {
    expect(
      ingredientFlags([
        'Aqua',
        'Retinyl Palmitate',
        'Parfum',
        'Lavandula Angustifolia Oil',
        'Alcohol Denat.',
        'Salicylic Acid',
        'Glycolic Acid',
        'Sodium Laureth Sulfate',
        'Methylparaben',
      ]),
    ).toEqual(['retinoid', 'fragrance', 'essential_oil', 'alcohol', 'aha', 'bha', 'sulfate', 'paraben']);
    // Fatty alcohols, a citrus extract that is no oil, jojoba oil and a gentle surfactant flag nothing.
    expect(
      ingredientFlags([
        'Cetearyl Alcohol',
        'Cetyl Alcohol',
        'Citrus Junos Fruit Extract',
        'Simmondsia Chinensis Seed Oil',
        'Sodium Cocoyl Glycinate',
        'Citric Acid',
      ]),
    ).toEqual([]);
    expect(ingredientFlags(['Adapalene'])).toEqual(['retinoid']);
    expect(ingredientFlags(['p-Phenylenediamine'])).toEqual(['ppd']);
    expect(ingredientFlags(['Hydroquinone', 'Benzoyl Peroxide'])).toEqual([
      'hydroquinone',
      'benzoyl_peroxide',
    ]);
  });
});

describe('the skin quiz (issue 32 item 2)', () => {
  it('has at most eight questions, each with distinct option ids', () => {
    expect(SKIN_QUIZ.length).toBeLessThanOrEqual(8);
    for (const q of SKIN_QUIZ) expect(new Set(q.options.map((o) => o.id)).size).toBe(q.options.length);
  });

  it('refuses missing, unknown, doubled and none-with-others answers', () => {
    expect(skinQuizIssues(calm)).toEqual([]);
    const { oil: _oil, ...noOil } = calm;
    expect(skinQuizIssues(noOil)).toEqual([{ question: 'oil', issue: 'missing' }]);
    expect(skinQuizIssues({ ...calm, oil: ['tight', 'shiny'] })).toEqual([
      { question: 'oil', issue: 'invalid' },
    ]);
    expect(skinQuizIssues({ ...calm, acne: ['lots'] })).toEqual([{ question: 'acne', issue: 'invalid' }]);
    expect(skinQuizIssues({ ...calm, goals: ['pores', 'none'] })).toEqual([
      { question: 'goals', issue: 'invalid' },
    ]);
    expect(skinQuizIssues({ ...calm, goals: ['pores', 'pores'] })).toEqual([
      { question: 'goals', issue: 'invalid' },
    ]);
    expect(skinQuizIssues({ ...calm, mood: ['happy'] })).toEqual([{ question: 'mood', issue: 'invalid' }]);
  });

  it('gives a type, concerns, what to avoid and when to see a doctor', () => {
    expect(skinQuizResult(calm)).toEqual({
      skinType: 'combination',
      concerns: ['acne', 'pigmentation', 'pores', 'dullness'],
      avoid: [],
      seeDoctor: [],
    });
    const reactive = skinQuizResult({
      ...calm,
      oil: ['tight'],
      reactive: ['often'],
      acne: ['cystic'],
      pregnancy: ['yes'],
      allergies: ['acids'],
    });
    // Reacting often makes the skin sensitive whatever the oil answer.
    expect(reactive.skinType).toBe('sensitive');
    expect(reactive.concerns).toEqual([
      'acne',
      'pigmentation',
      'dehydration',
      'redness',
      'pores',
      'dullness',
    ]);
    expect(reactive.avoid).toEqual([
      'retinoid',
      'hydroquinone',
      'fragrance',
      'essential_oil',
      'alcohol',
      'aha',
      'bha',
    ]);
    expect(reactive.seeDoctor).toHaveLength(1);
    expect(reactive.seeDoctor[0]).toMatch(/Mụn nang/);
  });
});

describe('warnings (issue 32 item 2)', () => {
  const notes = [
    {
      doctorName: 'BS. Nguyễn Văn An',
      text: 'tránh retinoid (đang mang thai)',
      avoid: ['retinoid' as const],
    },
    { doctorName: 'BS. Trần Thị Bình', text: 'dị ứng hương liệu', avoid: ['fragrance' as const] },
  ];

  it('joins the quiz and the doctors’ notes, one entry per family with every reason', () => {
    const avoid = avoidList({ ...calm, pregnancy: ['yes'] }, notes);
    expect(avoid).toEqual([
      {
        flag: 'retinoid',
        reasons: [
          'Hồ sơ da: đang mang thai hoặc cho con bú',
          'BS. Nguyễn Văn An: tránh retinoid (đang mang thai)',
        ],
      },
      { flag: 'hydroquinone', reasons: ['Hồ sơ da: đang mang thai hoặc cho con bú'] },
      { flag: 'fragrance', reasons: ['BS. Trần Thị Bình: dị ứng hương liệu'] },
    ]);
    expect(avoidList(null, [])).toEqual([]);
  });

  it('warns for a product holding an avoided family, and only then', () => {
    const avoid = avoidList(null, notes);
    const serum = ingredientFlags(['Aqua', 'Retinol', 'Parfum']);
    expect(productWarnings(serum, avoid).map((w) => w.flag)).toEqual(['retinoid', 'fragrance']);
    expect(warningSentence(productWarnings(serum, avoid))).toBe(
      'Sản phẩm chứa Retinoid (retinol, tretinoin…), Hương liệu — thành phần hồ sơ da của bạn cần tránh.',
    );
    expect(productWarnings(ingredientFlags(['Aqua', 'Niacinamide']), avoid)).toEqual([]);
  });
});
