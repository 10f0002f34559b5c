/**
 * One skin, one record (issue 32): the vocabulary products and people share — skin types, concerns, the ingredient
 * families a person may have to avoid — and the rules that join them: which families an INCI list contains, what a
 * quiz's answers say about a skin, what a profile and a doctor's notes ask to avoid, and which of that a product holds.
 */

export const SKIN_TYPES = ['dry', 'oily', 'combination', 'normal', 'sensitive'] as const;
export type SkinType = (typeof SKIN_TYPES)[number];
export const SKIN_TYPE_LABELS: Record<SkinType, string> = {
  dry: 'Da khô',
  oily: 'Da dầu',
  combination: 'Da hỗn hợp',
  normal: 'Da thường',
  sensitive: 'Da nhạy cảm',
};

export const SKIN_CONCERNS = [
  'acne',
  'pigmentation',
  'aging',
  'dehydration',
  'redness',
  'pores',
  'dullness',
] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];
export const SKIN_CONCERN_LABELS: Record<SkinConcern, string> = {
  acne: 'Mụn',
  pigmentation: 'Nám, thâm, sạm',
  aging: 'Lão hóa, nếp nhăn',
  dehydration: 'Thiếu nước, khô ráp',
  redness: 'Đỏ da, kích ứng',
  pores: 'Lỗ chân lông to',
  dullness: 'Da xỉn màu',
};

/** Ingredient families a profile or a doctor can ask to avoid; a product's are read from its INCI list. */
export const INGREDIENT_FLAGS = [
  'retinoid',
  'hydroquinone',
  'fragrance',
  'essential_oil',
  'alcohol',
  'aha',
  'bha',
  'benzoyl_peroxide',
  'sulfate',
  'paraben',
  'ppd',
] as const;
export type IngredientFlag = (typeof INGREDIENT_FLAGS)[number];
export const INGREDIENT_FLAG_LABELS: Record<IngredientFlag, string> = {
  retinoid: 'Retinoid (retinol, tretinoin…)',
  hydroquinone: 'Hydroquinone',
  fragrance: 'Hương liệu',
  essential_oil: 'Tinh dầu',
  alcohol: 'Cồn khô',
  aha: 'AHA (glycolic, lactic acid…)',
  bha: 'BHA (salicylic acid)',
  benzoyl_peroxide: 'Benzoyl peroxide',
  sulfate: 'Sulfate tẩy rửa mạnh',
  paraben: 'Paraben',
  ppd: 'PPD (thuốc nhuộm tóc)',
};

const FLAG_PATTERNS: Record<IngredientFlag, RegExp> = {
  retinoid: /retinol|retinal|retinyl|retinoate|tretinoin|adapalene|tazarotene/,
  hydroquinone: /hydroquinone/,
  fragrance:
    /\bparfum\b|\bfragrance\b|\blinalool\b|\blimonene\b|\bcitronellol\b|\bgeraniol\b|\beugenol\b|\bcoumarin\b|\bcitral\b|hexyl cinnamal/,
  essential_oil:
    /(lavandula|melaleuca|mentha|eucalyptus|rosmarinus|citrus|cymbopogon|pelargonium|rosa damascena|santalum|cananga)\b.*\boil\b/,
  // Drying alcohols only: cetyl, cetearyl or stearyl alcohol are fatty alcohols and stay out.
  alcohol: /^alcohol$|^alcohol denat\b|\bsd alcohol\b|\bethanol\b|isopropyl alcohol/,
  aha: /glycolic acid|lactic acid|mandelic acid|malic acid|tartaric acid/,
  bha: /salicylic acid|betaine salicylate|salix alba/,
  benzoyl_peroxide: /benzoyl peroxide/,
  sulfate: /(sodium|ammonium) laur(yl|eth) sulfate/,
  paraben: /paraben/,
  ppd: /phenylenediamine|toluene-2,5-diamine/,
};

/** An INCI list written as the label writes it ('Aqua, Glycerin, Niacinamide…') → its entries, trimmed, de-duplicated. */
export function parseInci(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[,\n;]/)) {
    const entry = raw.replace(/\s+/g, ' ').trim().replace(/\.$/, '').trim();
    const key = entry.toLowerCase();
    if (entry === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

/** The ingredient families an INCI list contains, in INGREDIENT_FLAGS order. */
export function ingredientFlags(inci: readonly string[]): IngredientFlag[] {
  const entries = inci.map((x) => x.toLowerCase().normalize('NFC').trim());
  return INGREDIENT_FLAGS.filter((flag) => entries.some((e) => FLAG_PATTERNS[flag].test(e)));
}

// ── the quiz ────────────────────────────────────────────────────────────────

export type SkinQuizOption = {
  id: string;
  label: string;
  /** The skin type this answer points to (question 'oil'), or 'sensitive' when it says the skin reacts. */
  skinType?: SkinType;
  concerns?: SkinConcern[];
  avoid?: IngredientFlag[];
  /** Why the answer asks to avoid them, as the customer reads it (set with `avoid`). */
  reason?: string;
  /** Why a doctor should see this skin (Vietnamese, shown to the customer). */
  seeDoctor?: string;
};
export type SkinQuizQuestion = {
  id: string;
  text: string;
  /** Several answers may be chosen; 'none' options stand alone. */
  multiple: boolean;
  options: SkinQuizOption[];
};

export const SKIN_QUIZ_VERSION = 1;
/** The option id that stands alone in a multiple-choice question ('Không có gì thêm'). */
export const SKIN_QUIZ_NONE = 'none';

/** Eight short questions (about 90 seconds). Option ids are stable: saved answers are read back with them. */
export const SKIN_QUIZ: readonly SkinQuizQuestion[] = [
  {
    id: 'oil',
    text: 'Khoảng 2 giờ sau khi rửa mặt (chưa bôi gì), da bạn thế nào?',
    multiple: false,
    options: [
      { id: 'tight', label: 'Căng, khô, có chỗ bong tróc', skinType: 'dry', concerns: ['dehydration'] },
      { id: 'tzone', label: 'Bóng dầu vùng trán, mũi; hai má bình thường hoặc khô', skinType: 'combination' },
      { id: 'shiny', label: 'Bóng dầu khắp mặt', skinType: 'oily' },
      { id: 'comfortable', label: 'Thoải mái, không khô cũng không bóng', skinType: 'normal' },
    ],
  },
  {
    id: 'reactive',
    text: 'Da bạn có hay châm chích, đỏ hoặc ngứa khi dùng sản phẩm mới không?',
    multiple: false,
    options: [
      { id: 'rarely', label: 'Hiếm khi' },
      { id: 'sometimes', label: 'Thỉnh thoảng', concerns: ['redness'] },
      {
        id: 'often',
        label: 'Thường xuyên',
        skinType: 'sensitive',
        concerns: ['redness'],
        avoid: ['fragrance', 'essential_oil', 'alcohol'],
        reason: 'Da thường xuyên kích ứng',
      },
      {
        id: 'eczema',
        label: 'Có vùng da ngứa, bong vảy hoặc chảy dịch kéo dài hơn 2 tuần',
        skinType: 'sensitive',
        concerns: ['redness'],
        avoid: ['fragrance', 'essential_oil', 'alcohol'],
        reason: 'Da ngứa, bong vảy kéo dài',
        seeDoctor: 'Ngứa, bong vảy kéo dài có thể là viêm da cơ địa hoặc viêm da tiếp xúc, cần bác sĩ khám.',
      },
    ],
  },
  {
    id: 'acne',
    text: 'Tình trạng mụn của bạn hiện nay?',
    multiple: false,
    options: [
      { id: 'none', label: 'Hầu như không có mụn' },
      { id: 'few', label: 'Thỉnh thoảng vài nốt mụn nhỏ, mụn đầu đen', concerns: ['acne'] },
      { id: 'many', label: 'Mụn viêm thường xuyên ở nhiều vùng', concerns: ['acne'] },
      {
        id: 'cystic',
        label: 'Mụn nang, mụn bọc sưng đau hoặc để lại sẹo',
        concerns: ['acne'],
        seeDoctor: 'Mụn nang, mụn bọc dễ để lại sẹo và thường cần thuốc kê đơn.',
      },
    ],
  },
  {
    id: 'spots',
    text: 'Da bạn có đốm nâu, nám hoặc vết thâm không?',
    multiple: false,
    options: [
      { id: 'none', label: 'Không đáng kể' },
      { id: 'marks', label: 'Vài vết thâm sau mụn, vài đốm nâu nhỏ', concerns: ['pigmentation'] },
      { id: 'melasma', label: 'Mảng nám ở hai gò má hoặc trán', concerns: ['pigmentation'] },
      {
        id: 'changing',
        label: 'Có nốt ruồi hoặc đốm mới to ra, đổi màu hay chảy máu',
        concerns: ['pigmentation'],
        seeDoctor: 'Nốt ruồi hoặc đốm sắc tố thay đổi cần được bác sĩ da liễu kiểm tra sớm.',
      },
    ],
  },
  {
    id: 'age',
    text: 'Bạn thấy nếp nhăn, da kém đàn hồi ở mức nào?',
    multiple: false,
    options: [
      { id: 'none', label: 'Chưa thấy' },
      { id: 'fine', label: 'Bắt đầu có nếp nhăn nhỏ quanh mắt', concerns: ['aging'] },
      { id: 'visible', label: 'Nếp nhăn rõ, da chảy xệ', concerns: ['aging'] },
    ],
  },
  {
    id: 'goals',
    text: 'Bạn còn muốn cải thiện điều gì?',
    multiple: true,
    options: [
      { id: 'pores', label: 'Lỗ chân lông to', concerns: ['pores'] },
      { id: 'dull', label: 'Da xỉn màu, kém tươi', concerns: ['dullness'] },
      { id: 'thirsty', label: 'Da thiếu nước, khô ráp', concerns: ['dehydration'] },
      { id: 'none', label: 'Không có gì thêm' },
    ],
  },
  {
    id: 'pregnancy',
    text: 'Bạn đang mang thai, dự định có thai hoặc đang cho con bú?',
    multiple: false,
    options: [
      { id: 'no', label: 'Không' },
      {
        id: 'yes',
        label: 'Có',
        avoid: ['retinoid', 'hydroquinone'],
        reason: 'Đang mang thai hoặc cho con bú',
      },
    ],
  },
  {
    id: 'allergies',
    text: 'Bạn từng bị kích ứng, dị ứng với thành phần nào?',
    multiple: true,
    options: [
      {
        id: 'fragrance',
        label: 'Hương liệu, tinh dầu',
        avoid: ['fragrance', 'essential_oil'],
        reason: 'Từng kích ứng với hương liệu, tinh dầu',
      },
      { id: 'alcohol', label: 'Cồn', avoid: ['alcohol'], reason: 'Từng kích ứng với cồn' },
      {
        id: 'acids',
        label: 'Acid tẩy tế bào chết (AHA, BHA)',
        avoid: ['aha', 'bha'],
        reason: 'Từng kích ứng với AHA, BHA',
      },
      {
        id: 'preservatives',
        label: 'Chất bảo quản paraben',
        avoid: ['paraben'],
        reason: 'Từng kích ứng với paraben',
      },
      { id: 'none', label: 'Không có hoặc không rõ' },
    ],
  },
];

export type SkinQuizAnswers = Record<string, string[]>;

/** The questions whose answers are missing or not the quiz's (empty when the answers are complete and valid). */
export function skinQuizIssues(
  answers: SkinQuizAnswers,
): { question: string; issue: 'missing' | 'invalid' }[] {
  const issues: { question: string; issue: 'missing' | 'invalid' }[] = [];
  for (const q of SKIN_QUIZ) {
    const chosen = answers[q.id] ?? [];
    if (chosen.length === 0) issues.push({ question: q.id, issue: 'missing' });
    else if (
      chosen.some((id) => !q.options.some((o) => o.id === id)) ||
      (!q.multiple && chosen.length > 1) ||
      (chosen.length > 1 && chosen.includes(SKIN_QUIZ_NONE)) ||
      new Set(chosen).size !== chosen.length
    )
      issues.push({ question: q.id, issue: 'invalid' });
  }
  for (const id of Object.keys(answers))
    if (!SKIN_QUIZ.some((q) => q.id === id)) issues.push({ question: id, issue: 'invalid' });
  return issues;
}

export type SkinQuizResult = {
  skinType: SkinType;
  concerns: SkinConcern[];
  avoid: IngredientFlag[];
  /** Reasons a dermatologist should see this skin; empty when nothing suggests it. */
  seeDoctor: string[];
};

/** What a complete, valid set of answers says. 'Reacts often' makes the type sensitive, whatever the oil answer. */
export function skinQuizResult(answers: SkinQuizAnswers): SkinQuizResult {
  const chosen = SKIN_QUIZ.flatMap((q) =>
    (answers[q.id] ?? []).flatMap((id) => q.options.filter((o) => o.id === id)),
  );
  const concerns = new Set(chosen.flatMap((o) => o.concerns ?? []));
  const avoid = new Set(chosen.flatMap((o) => o.avoid ?? []));
  const types = chosen.flatMap((o) => (o.skinType ? [o.skinType] : []));
  return {
    skinType: types.includes('sensitive') ? 'sensitive' : (types[0] ?? 'normal'),
    concerns: SKIN_CONCERNS.filter((c) => concerns.has(c)),
    avoid: INGREDIENT_FLAGS.filter((f) => avoid.has(f)),
    seeDoctor: chosen.flatMap((o) => (o.seeDoctor ? [o.seeDoctor] : [])),
  };
}

/** The quiz answers behind an avoided family, as the customer reads them ('Hồ sơ da: đang mang thai hoặc cho con bú'). */
function quizReasons(answers: SkinQuizAnswers, flag: IngredientFlag): string[] {
  return SKIN_QUIZ.flatMap((q) =>
    (answers[q.id] ?? []).flatMap((id) => {
      const o = q.options.find((x) => x.id === id);
      return o?.avoid?.includes(flag) && o.reason ? [`Hồ sơ da: ${o.reason.toLowerCase()}`] : [];
    }),
  );
}

export type AvoidEntry = { flag: IngredientFlag; reasons: string[] };
export type SkinNoteForAvoid = { doctorName: string; text: string; avoid: readonly IngredientFlag[] };

/**
 * Everything a customer's record asks to avoid: the quiz's answers and the doctors' notes, each family once with every
 * reason behind it ('Hồ sơ da: đang mang thai hoặc cho con bú', 'BS. Nguyễn Văn An: tránh retinoid (đang mang thai)').
 */
export function avoidList(answers: SkinQuizAnswers | null, notes: readonly SkinNoteForAvoid[]): AvoidEntry[] {
  return INGREDIENT_FLAGS.flatMap((flag) => {
    const reasons = [
      ...(answers ? quizReasons(answers, flag) : []),
      ...notes.filter((n) => n.avoid.includes(flag)).map((n) => `${n.doctorName}: ${n.text}`),
    ];
    return reasons.length ? [{ flag, reasons }] : [];
  });
}

/** What of a record's avoid list a product holds: empty when the product suits the record. */
export function productWarnings(
  productFlags: readonly IngredientFlag[],
  avoid: readonly AvoidEntry[],
): AvoidEntry[] {
  return avoid.filter((a) => productFlags.includes(a.flag));
}

/** One line for a warning ('Sản phẩm chứa Hương liệu, Tinh dầu — những thành phần hồ sơ da của bạn cần tránh.'). */
export function warningSentence(warnings: readonly AvoidEntry[]): string {
  const names = warnings.map((w) => INGREDIENT_FLAG_LABELS[w.flag]).join(', ');
  return `Sản phẩm chứa ${names} — thành phần hồ sơ da của bạn cần tránh.`;
}
