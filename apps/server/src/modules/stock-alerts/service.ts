import { z } from 'zod';
import { backInStockWords, type AdminStockAlertRow, type StockAlert } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { lifecycleFollowUps, type FollowUpJobs } from '../../lib/lifecycle/follow-ups';
import type { Mailer } from '../../providers/mail';
import type { NotificationWriter } from '../notifications/service';
import { backInStockMail } from './mail';
import { stockAlertsRepository } from './repository';

/** How many alerts one sweep tells at most (the next sweep tells the rest). */
const SWEEP_BATCH = 500;

const ToldSchema = z.object({ alertId: z.string() });
type Told = z.infer<typeof ToldSchema>;

type Log = { error(obj: unknown, msg?: string): void };

/**
 * 'Báo khi có hàng' (issue 31 item 3, ADR 0064): customers wait for a sold-out product or colour; a sweep (every
 * minute) finds those whose stock came back and tells each customer once — the alert is marked told by a conditional
 * update, and its bell notification and mail follow as jobs written in that transaction.
 */
export function createStockAlertsService(deps: {
  db: Db;
  clock: Clock;
  jobs: FollowUpJobs<Db>;
  notifications: NotificationWriter;
  mailer?: Mailer;
  publicUrl: string;
  log: Log;
}) {
  const repo = (db: Db = deps.db) => stockAlertsRepository(db);
  const link = (slug: string) => `/detail/${encodeURIComponent(slug)}`;

  const followUps = lifecycleFollowUps<Told, Db>({
    name: 'stock-alert',
    jobs: deps.jobs,
    parse: (payload) => {
      const parsed = ToldSchema.safeParse(payload);
      if (!parsed.success) throw new Error(`malformed stock-alert follow-up: ${parsed.error.message}`);
      return parsed.data;
    },
    log: deps.log,
    stepsOf: () => ['notification', ...(deps.mailer ? ['mail'] : [])],
    steps: {
      async notification(change, job) {
        const alert = await repo().told(change.alertId);
        if (!alert) return;
        const words = backInStockWords(alert.productName, alert.variantName);
        await deps.notifications.create({
          recipient: { id: alert.userId, model: 'User' },
          type: 'STORE',
          title: words.title,
          content: words.content,
          link: link(alert.slug),
          at: job.enqueuedAt,
        });
      },
      async mail(change) {
        if (!deps.mailer) return;
        const alert = await repo().told(change.alertId);
        if (!alert) return;
        const customer = await repo().customerOf(alert.userId);
        if (!customer) return;
        await deps.mailer.send(
          backInStockMail({
            to: customer.email,
            customerName: customer.name,
            productName: alert.productName,
            variantName: alert.variantName,
            url: `${deps.publicUrl}${link(alert.slug)}`,
          }),
        );
      },
    },
  });

  return {
    /**
     * Waits for a product (or its colour) to come back: only while it is sold out; a colour is required when the
     * product has colours. Waiting twice answers the alert already waiting.
     */
    async subscribe(
      userId: string,
      body: { productId: string; variantId?: string | null | undefined },
    ): Promise<StockAlert> {
      const r = repo();
      const target = await r.target(body.productId, body.variantId ?? null);
      if (!target || !target.enable) throw new AppError('PRODUCT_NOT_FOUND');
      if (body.variantId && !target.variantId) throw new AppError('PRODUCT_NOT_FOUND');
      if (target.hasVariants && !target.variantId) throw new AppError('PRODUCT_COLOR_REQUIRED');
      if ((target.stock ?? 0) > 0) throw new AppError('STOCK_ALERT_IN_STOCK');
      const id = await r.subscribe(userId, target.productId, target.variantId, deps.clock.now());
      return (await r.byId(id))!;
    },

    mine: (userId: string) => repo().mine(userId),

    async remove(userId: string, id: string): Promise<{ _id: string }> {
      if (!(await repo().remove(userId, id))) throw new AppError('STOCK_ALERT_NOT_FOUND');
      return { _id: id };
    },

    summary: (): Promise<AdminStockAlertRow[]> => repo().summary(),

    /** Tells the customers whose product came back, each once; answers how many were told. */
    async sweep(): Promise<number> {
      const due = await repo().due(SWEEP_BATCH);
      let told = 0;
      for (const alert of due) {
        const now = deps.clock.now();
        const marked = await deps.db.transaction(async (tx) => {
          if (!(await repo(tx).markNotified(alert.id, now))) return false;
          await followUps.record(tx, { alertId: alert.id });
          return true;
        });
        if (marked) told += 1;
      }
      if (told > 0) deps.jobs.wake();
      return told;
    },
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
