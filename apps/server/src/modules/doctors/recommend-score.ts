import { slugify } from '@lumi/shared';

/**
 * How well a doctor suits a product category (api-contract §3.9 doctor-recommend), 0–100: 70 % text match between
 * the category's path (leaf, parent, root) and the doctor's specialty and introduction, 30 % quality (rating and
 * experience). Pure: the daily job (recommend-service) feeds it real rows.
 */

export type ScoringDoctor = {
  specialty: string;
  /** Sanitised HTML introduction. */
  about: string;
  averageRating: number;
  experience: number;
};

// Folded, several syllables stand for more than one word ('nam' is 'năm' and 'nám', 'co' 'có' and 'cơ'): only
// syllables that are function words in every reading are left out.
const STOPWORDS = new Set([
  'va',
  'cho',
  'cac',
  'nhung',
  'cua',
  'voi',
  'trong',
  'la',
  'duoc',
  'mot',
  'khong',
  'nay',
  'de',
  'tu',
  'o',
  'bang',
  'cung',
  'rat',
  've',
  'khi',
]);

/** Weights of the category path's levels, leaf first: the leaf names the product, the root only its shelf. */
const LEVEL_WEIGHTS = [1, 0.6, 0.3];
const TEXT_SHARE = 0.7;
const EXPERIENCE_CAP_YEARS = 20;

/** Folded syllables of a text (diacritics, case and HTML removed), stopwords left out. */
export function syllables(text: string): string[] {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
  return slugify(plain)
    .split('-')
    .filter((w) => w.length > 0 && !STOPWORDS.has(w));
}

type Terms = { words: Set<string>; pairs: Set<string> };

function termsOf(text: string): Terms {
  const words = syllables(text);
  const pairs = new Set<string>();
  for (let i = 1; i < words.length; i++) pairs.add(`${words[i - 1]} ${words[i]}`);
  return { words: new Set(words), pairs };
}

function coverage(of: Set<string>, within: Set<string>): number {
  if (of.size === 0) return 0;
  let hit = 0;
  for (const t of of) if (within.has(t)) hit++;
  return hit / of.size;
}

/** Share of a category name found in a doctor's text; pairs of syllables (Vietnamese words) count most. */
function nameMatch(name: Terms, doctor: Terms): number {
  const words = coverage(name.words, doctor.words);
  return name.pairs.size === 0 ? words : 0.4 * words + 0.6 * coverage(name.pairs, doctor.pairs);
}

function pathMatch(path: readonly string[], doctor: Terms): number {
  const levels = [...path].reverse().slice(0, LEVEL_WEIGHTS.length);
  let sum = 0;
  let weights = 0;
  levels.forEach((name, i) => {
    const w = LEVEL_WEIGHTS[i] ?? 0;
    sum += w * nameMatch(termsOf(name), doctor);
    weights += w;
  });
  return weights === 0 ? 0 : sum / weights;
}

/** A doctor's prepared texts, built once per run for every category. */
export function prepareDoctor(doctor: ScoringDoctor) {
  const specialty = termsOf(doctor.specialty);
  const all = termsOf(`${doctor.specialty} ${doctor.about}`);
  const rating = Math.min(Math.max(doctor.averageRating, 0), 5) / 5;
  const experience = Math.min(Math.max(doctor.experience, 0), EXPERIENCE_CAP_YEARS) / EXPERIENCE_CAP_YEARS;
  return { specialty, all, quality: 0.6 * rating + 0.4 * experience };
}

/** Score 0–100 (one decimal) of a prepared doctor for a category path (root → leaf names). */
export function scoreFor(doctor: ReturnType<typeof prepareDoctor>, path: readonly string[]): number {
  // The specialty says what the doctor does; the introduction backs it up.
  const match = 0.6 * pathMatch(path, doctor.specialty) + 0.4 * pathMatch(path, doctor.all);
  const score = 100 * (TEXT_SHARE * match + (1 - TEXT_SHARE) * doctor.quality);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}
