import { pointsSaving, type QuotePoints } from '@lumi/shared';
import type { Db } from '../../db/client';
import { loyaltyProgramRepository } from '../loyalty/program-repository';

/**
 * The points asked for on a cart (ADR 0063): at most the programme's share of the goods after the voucher, valued at
 * its rate. Null when none are asked. Whether the customer holds them is judged by the order's transaction.
 */
export async function judgePoints(
  db: Db,
  asked: number | null | undefined,
  goodsAfterVoucher: number,
): Promise<QuotePoints | null> {
  if (!asked) return null;
  const program = await loyaltyProgramRepository(db).get();
  return pointsSaving(asked, goodsAfterVoucher, program);
}
