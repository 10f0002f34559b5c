import { ingredientFlags, SKIN_CONCERNS, SKIN_TYPES, type IngredientFlag } from '@lumi/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS, generateBenchProducts } from './catalog-data';
import { skinFactsOf } from './skin-data';

const facts = DEMO_PRODUCTS.map((p) => ({ product: p, ...skinFactsOf(p) }));
const flagged = (flag: IngredientFlag) => facts.filter((f) => ingredientFlags(f.ingredients).includes(flag));

describe('demo skin data', () => {
  it('gives every product a plausible, clean INCI list and known skin types and concerns', () => {
    expect(facts.length).toBe(DEMO_PRODUCTS.length);
    for (const { product, ingredients, skinTypes, concerns } of facts) {
      expect(ingredients.length, product.name).toBeGreaterThanOrEqual(6);
      expect(ingredients.length, product.name).toBeLessThanOrEqual(25);
      expect(new Set(ingredients.map((i) => i.toLowerCase())).size, product.name).toBe(ingredients.length);
      for (const i of ingredients) expect(i, product.name).toMatch(/^\S(.*\S)?$/);
      for (const i of ingredients) expect(i, product.name).not.toMatch(/[.,;:]$|[@#]/);
      expect(skinTypes.length, product.name).toBeGreaterThanOrEqual(1);
      expect(
        skinTypes.every((t) => (SKIN_TYPES as readonly string[]).includes(t)),
        product.name,
      ).toBe(true);
      expect(concerns.length, product.name).toBeLessThanOrEqual(3);
      expect(
        concerns.every((c) => (SKIN_CONCERNS as readonly string[]).includes(c)),
        product.name,
      ).toBe(true);
    }
  });

  it('shows every ingredient family the avoid list can warn about', () => {
    expect(flagged('retinoid').length).toBeGreaterThanOrEqual(3);
    expect(flagged('fragrance').length).toBeGreaterThanOrEqual(10);
    for (const flag of ['bha', 'aha', 'ppd', 'sulfate', 'alcohol', 'essential_oil', 'paraben'] as const)
      expect(flagged(flag).length, flag).toBeGreaterThanOrEqual(1);
    // Prescription-only in ASEAN cosmetics.
    expect(flagged('hydroquinone')).toEqual([]);
  });

  it('keeps its promises: no fragrance for sensitive skin, BHA where the name says so', () => {
    const sensitive = facts.filter((f) => /cho da nhạy cảm/i.test(f.product.name));
    expect(sensitive.length).toBeGreaterThan(0);
    for (const f of sensitive) {
      expect(ingredientFlags(f.ingredients), f.product.name).not.toContain('fragrance');
      expect(f.skinTypes, f.product.name).toContain('sensitive');
    }
    const bha = facts.filter((f) => /\bBHA\b/.test(f.product.name));
    expect(bha.length).toBeGreaterThan(0);
    for (const f of bha) expect(ingredientFlags(f.ingredients), f.product.name).toContain('bha');
    // Supplements carry no fragrance and suit every skin.
    for (const f of facts.filter((x) => x.product.category[0] === 'Thực phẩm chức năng')) {
      expect(ingredientFlags(f.ingredients), f.product.name).not.toContain('fragrance');
      expect(f.skinTypes, f.product.name).toEqual([...SKIN_TYPES]);
    }
  });

  it('addresses every concern on at least three products', () => {
    for (const c of SKIN_CONCERNS)
      expect(facts.filter((f) => f.concerns.includes(c)).length, c).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic and also covers the synthetic benchmark products', () => {
    expect(DEMO_PRODUCTS.map(skinFactsOf)).toEqual(DEMO_PRODUCTS.map(skinFactsOf));
    for (const p of generateBenchProducts(300)) {
      const { ingredients, skinTypes } = skinFactsOf(p);
      expect(ingredients.length, p.name).toBeGreaterThanOrEqual(6);
      expect(ingredients.length, p.name).toBeLessThanOrEqual(25);
      expect(skinTypes.length, p.name).toBeGreaterThanOrEqual(1);
    }
  });
});
