import {
  nextTierOf,
  tierOf,
  type LoyaltyProgram,
  type LoyaltySummary,
  type Pagination,
  type PointEntry,
  type UpdateLoyaltyProgramBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pageOf } from '../../lib/pagination';
import { pointEntriesRepository } from './entries-repository';
import { pointsLedger } from './ledger-repository';
import { loyaltyProgramRepository } from './program-repository';

/**
 * Points and membership tiers (issue 31 item 2, ADR 0063): the programme (public; the admin changes it), a customer's
 * balance, tier and history. Orders spend, give back and earn points through `ledger-repository.ts`.
 */
export function createLoyaltyService(deps: { db: Db; clock: Clock }) {
  return {
    program(): Promise<LoyaltyProgram> {
      return loyaltyProgramRepository(deps.db).get();
    },

    updateProgram(body: UpdateLoyaltyProgramBody): Promise<LoyaltyProgram> {
      return loyaltyProgramRepository(deps.db).put(body, deps.clock.now());
    },

    async summary(userId: string): Promise<LoyaltySummary> {
      const ledger = pointsLedger(deps.db);
      const [program, balance, spend] = await Promise.all([
        loyaltyProgramRepository(deps.db).get(),
        ledger.balance(userId),
        ledger.spend12Months(userId, deps.clock.now()),
      ]);
      const next = nextTierOf(spend, program.tiers);
      return {
        balance,
        spend12Months: spend,
        tier: tierOf(spend, program.tiers),
        nextTier: next?.tier ?? null,
        toNextTier: next?.remaining ?? null,
        program,
      };
    },

    entries(
      userId: string,
      query: { page: number; pageSize: number },
    ): Promise<{ items: PointEntry[]; pagination: Pagination }> {
      return pageOf(query.page, query.pageSize, (range) =>
        pointEntriesRepository(deps.db).page(userId, range),
      );
    },
  };
}

export type LoyaltyService = ReturnType<typeof createLoyaltyService>;
