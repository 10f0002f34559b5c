import { slugify } from '@lumi/shared';

/**
 * Fixed path segments a slug may never equal (api-contract §1.6): the words that sit where a slug sits in the
 * API (`/products/{detail|home|search…}`, `/admin/categories/{filter|all}`) and in the shop's addresses.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'all',
  'all-other',
  'almost-expired',
  'api',
  'brands',
  'by-customer',
  'categories',
  'create',
  'detail',
  'edit',
  'filter',
  'filter-options',
  'home',
  'new',
  'promotion-create',
  'promotions',
  'promotions-info',
  'reviews',
  'search',
  'statistical',
]);

/**
 * The slug for `name` that none of `taken` holds: the name's own slug, else with `-2`, `-3` … (api-contract §1.6).
 * A reserved word or a name with no letters at all gets a suffix or the `fallback` word.
 */
export function pickSlug(name: string, taken: ReadonlySet<string>, fallback: string): string {
  const base = slugify(name) || fallback;
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The base slug that `pickSlug` starts from: a repository reads the slugs `base` and `base-…` to avoid. */
export function baseSlug(name: string, fallback: string): string {
  return slugify(name) || fallback;
}

/**
 * A repository's answer when the unique index refuses a slug that was free when it was picked: a concurrent write
 * took it, and the service writes again with another one.
 */
export class SlugTakenError extends Error {
  constructor() {
    super('the slug was taken by a concurrent write');
    this.name = 'SlugTakenError';
  }
}
