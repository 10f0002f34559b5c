import { eq } from 'drizzle-orm';
import {
  LOYALTY_TIER_KEYS,
  LOYALTY_TIER_LABELS,
  type LoyaltyProgram,
  type UpdateLoyaltyProgramBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { loyaltyProgram } from '../../db/schema';

type ProgramRow = typeof loyaltyProgram.$inferSelect;
type Rates = Omit<ProgramRow, 'id' | 'updatedAt'>;

/**
 * The programme a shop starts with (ADR 0063): 1 point per 1.000 ₫ received, 1 point pays 10 ₫ (1 % back), points pay
 * up to half of an order's goods; Bạc from 3, Vàng from 8, Kim cương from 15 million ₫ in 12 months, earning 1.5×,
 * 2× and 3×. Used until the admin saves their own (a database restored from before the programme has no row).
 */
export const DEFAULT_LOYALTY_RATES: Rates = {
  earnStep: 1000,
  pointValue: 10,
  maxSharePercent: 50,
  silverSpend: 3_000_000,
  goldSpend: 8_000_000,
  diamondSpend: 15_000_000,
  memberEarnPercent: 100,
  silverEarnPercent: 150,
  goldEarnPercent: 200,
  diamondEarnPercent: 300,
};

function programOf(rates: Rates): LoyaltyProgram {
  const spend = { member: 0, silver: rates.silverSpend, gold: rates.goldSpend, diamond: rates.diamondSpend };
  const earn = {
    member: rates.memberEarnPercent,
    silver: rates.silverEarnPercent,
    gold: rates.goldEarnPercent,
    diamond: rates.diamondEarnPercent,
  };
  return {
    earnStep: rates.earnStep,
    pointValue: rates.pointValue,
    maxSharePercent: rates.maxSharePercent,
    tiers: LOYALTY_TIER_KEYS.map((key) => ({
      key,
      name: LOYALTY_TIER_LABELS[key],
      minSpend: spend[key],
      earnPercent: earn[key],
    })),
  };
}

/** The one row of `loyalty_program`. */
export function loyaltyProgramRepository(db: Db) {
  return {
    async get(): Promise<LoyaltyProgram> {
      const [row] = await db.select().from(loyaltyProgram).where(eq(loyaltyProgram.id, 1));
      return programOf(row ?? DEFAULT_LOYALTY_RATES);
    },

    async put(body: UpdateLoyaltyProgramBody, at: Date): Promise<LoyaltyProgram> {
      const tier = (key: (typeof LOYALTY_TIER_KEYS)[number]) => body.tiers.find((t) => t.key === key)!;
      const rates: Rates = {
        earnStep: body.earnStep,
        pointValue: body.pointValue,
        maxSharePercent: body.maxSharePercent,
        silverSpend: tier('silver').minSpend,
        goldSpend: tier('gold').minSpend,
        diamondSpend: tier('diamond').minSpend,
        memberEarnPercent: tier('member').earnPercent,
        silverEarnPercent: tier('silver').earnPercent,
        goldEarnPercent: tier('gold').earnPercent,
        diamondEarnPercent: tier('diamond').earnPercent,
      };
      await db
        .insert(loyaltyProgram)
        .values({ id: 1, ...rates, updatedAt: at })
        .onConflictDoUpdate({ target: loyaltyProgram.id, set: { ...rates, updatedAt: at } });
      return programOf(rates);
    },
  };
}
