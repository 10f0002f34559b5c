import type { DoctorRecommendQuery, Pagination, RecommendedDoctor } from '@lumi/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recommendation job's two steps, for operations and tests (the job itself runs on its own). */
    doctorScores: { recompute(): Promise<void>; refreshIfStale(): Promise<void> };
  }
}
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { pageOf, paginate } from '../../lib/pagination';
import { recommendRepository, type ScoreRow } from './recommend-repository';
import { prepareDoctor, scoreFor } from './recommend-score';

export type DoctorRecommendService = ReturnType<typeof createDoctorRecommendService>;

/** Scores older than this are recomputed (the reference ran its matching once a day). */
export const RECOMMEND_SCORES_MAX_AGE_MS = 24 * 3_600_000;
/** How often a running server checks the age of the scores. */

type Log = { error(obj: unknown, msg?: string): void };

/**
 * Doctors recommended beside a product (api-contract §3.9 GET /doctors/doctor-recommend/): a daily job scores every
 * listed doctor against every category (recommend-score) and stores the scores with their time, so a restarted
 * server recomputes only when they are older than a day; the endpoint averages the requested categories' scores.
 */
export function createDoctorRecommendService(deps: { db: Db; clock: Clock; log: Log }) {
  const repo = () => recommendRepository(deps.db);
  let running: Promise<void> | null = null;

  async function compute(): Promise<void> {
    const { categories, doctors } = await repo().inputs();
    const byId = new Map(categories.map((c) => [c.id, c]));
    const paths = categories.map((c) => {
      const names: string[] = [];
      // The tree has three levels; the bound guards against a cycle in bad data.
      for (let at: typeof c | undefined = c, depth = 0; at && depth < 10; depth++) {
        names.unshift(at.name);
        at = at.parentId ? byId.get(at.parentId) : undefined;
      }
      return { id: c.id, names };
    });
    const scores: ScoreRow[] = [];
    for (const doctor of doctors) {
      const prepared = prepareDoctor(doctor);
      for (const path of paths) {
        scores.push({ doctorId: doctor.id, categoryId: path.id, score: scoreFor(prepared, path.names) });
      }
    }
    await repo().replaceAll(scores, deps.clock.now());
  }

  /**
   * One computation at a time: a call during a run starts a fresh one after it, so its result covers every row
   * written before the call.
   */
  function recompute(): Promise<void> {
    const next = (running ?? Promise.resolve()).catch(() => undefined).then(compute);
    const tracked = next.finally(() => {
      if (running === tracked) running = null;
    });
    running = tracked;
    return tracked;
  }

  async function refreshIfStale(): Promise<void> {
    const at = await repo().computedAt();
    if (at && deps.clock.now().getTime() - at.getTime() < RECOMMEND_SCORES_MAX_AGE_MS) return;
    await recompute();
  }

  return {
    recompute,
    refreshIfStale,

    async page(query: DoctorRecommendQuery): Promise<{ items: RecommendedDoctor[]; pagination: Pagination }> {
      const { page, pageSize } = query;
      const categories = query.categories ?? [];
      if (categories.length === 0) return { items: [], pagination: paginate(page, pageSize, 0) };
      return pageOf(page, pageSize, (range) => repo().page(categories, range));
    },

    /** Waits for a computation in progress (before the database closes). */
    async stop(): Promise<void> {
      await running?.catch(() => undefined);
    },
  };
}
