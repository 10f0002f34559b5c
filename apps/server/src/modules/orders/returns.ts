import { z } from 'zod';
import {
  CLINIC_SITE_NAME,
  ORDER_EVENT_NOTES,
  VALIDATION,
  escapeHtml,
  formatVnd,
  refundMethodOf,
  returnBlock,
  returnFigures,
  returnNoticeWords,
  type CreateReturnBody,
  type Image,
  type OrderReturn,
  type Pagination,
  type ReturnDecisionBody,
  type ReturnStatus,
  type ReturnTransferBody,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { newCode } from '../../lib/lifecycle/codes';
import { lifecycleFollowUps } from '../../lib/lifecycle/follow-ups';
import { conditionalMove } from '../../lib/lifecycle/move';
import { mailLayout } from '../../providers/mail/templates';
import { vnpayOrderInfo } from '../../providers/vnpay';
import { stockRepository } from '../catalog/products/counts-repository';
import { pointsLedger } from '../loyalty/ledger-repository';
import {
  isOwnOrder,
  type OrderAdmin,
  type OrderCustomer,
  type OrdersCore,
  type ReturnGateways,
  type ReturnUploads,
} from './deps';
import { ledgerOrderOf, type OrderRow } from './repository';
import { ReturnCodeTakenError, returnsRepository, type ReturnRow } from './returns-repository';

const REFUND_JOB = 'return.refund';
const CODE_ATTEMPTS = 5;

const ChangeSchema = z.object({
  returnId: z.string(),
  status: z.enum(['requested', 'accepted', 'refunded', 'refused']),
});
type ReturnChange = z.infer<typeof ChangeSchema>;

/**
 * Returns of delivered orders (issue 31 item 4, ADR 0065), a lifecycle of the orders module built from the kit: the
 * customer asks within 7 days with lines, a reason and photos; the shop accepts — the units go back on sale, the
 * points that paid come back, those earned are taken back, a whole order's voucher use is given back, all in the
 * acceptance's transaction with the order's row locked — or refuses with its reason; the money goes back through the
 * gateway's refund call (a job, retried) or by a bank transfer the shop records. Each step is on the order's timeline.
 */
export function createReturns(core: OrdersCore, more: { uploads: ReturnUploads; gateways: ReturnGateways }) {
  const { deps } = core;
  const rrepo = (db: Db = deps.db) => returnsRepository(db);

  const dtoOf = async (id: string): Promise<OrderReturn> => {
    const [dto] = await rrepo().dtos([id]);
    if (!dto) throw new AppError('RETURN_NOT_FOUND');
    return dto;
  };

  const followUps = lifecycleFollowUps<ReturnChange, Db>({
    name: 'return',
    jobs: deps.jobs,
    parse: (payload) => {
      const parsed = ChangeSchema.safeParse(payload);
      if (!parsed.success) throw new Error(`malformed return follow-up: ${parsed.error.message}`);
      return parsed.data;
    },
    ...(deps.log ? { log: deps.log } : {}),
    stepsOf: (change) => ['notification', ...(deps.mailer && change.status !== 'requested' ? ['mail'] : [])],
    steps: {
      async notification(change, job) {
        const ret = await rrepo().dtos([change.returnId]);
        const r = ret[0];
        if (!r) return;
        const words = returnNoticeWords(change.status, {
          code: r.code,
          orderCode: r.order.code,
          refundAmount: r.refundAmount,
          note: r.note,
        });
        await deps.notifications.create({
          recipient: { id: r.user._id, model: 'User' },
          type: 'STORE',
          ...words,
          link: `/order-detail/${r.order._id}`,
          orderId: r.order._id,
          at: job.enqueuedAt,
        });
      },
      async mail(change) {
        if (!deps.mailer) return;
        const [r] = await rrepo().dtos([change.returnId]);
        if (!r || !r.user.email) return;
        const words = returnNoticeWords(change.status, {
          code: r.code,
          orderCode: r.order.code,
          refundAmount: r.refundAmount,
          note: r.note,
        });
        const url = `${deps.publicUrl}/order-detail/${r.order._id}`;
        const subject = `[${CLINIC_SITE_NAME}] ${words.title} (${r.code})`;
        await deps.mailer.send({
          to: r.user.email,
          subject,
          text: `Xin chào ${r.user.name},\n\n${words.content}\n\nXem đơn hàng: ${url}\n\n— ${CLINIC_SITE_NAME}`,
          html: mailLayout(
            subject,
            `<p style="font-size:16px;margin:0 0 12px">Xin chào <strong>${escapeHtml(r.user.name)}</strong>,</p>
<p style="font-size:15px;line-height:1.6;margin:0 0 16px">${escapeHtml(words.content)}</p>
<p style="text-align:center;margin:0 0 8px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#db2777;color:#fff;text-decoration:none;font-weight:600;border-radius:10px;padding:12px 28px">Xem đơn hàng ${escapeHtml(r.order.code)}</a></p>`,
          ),
        });
      },
    },
  });

  deps.jobs.define(REFUND_JOB, async (payload) => {
    const id = (payload as { returnId?: unknown }).returnId;
    if (typeof id !== 'string') throw new Error('malformed return refund job');
    await refund(id);
  });

  /** Writes a return's step on its order's timeline (the order stays delivered). */
  async function timeline(
    tx: Db,
    order: OrderRow,
    actor: OrderCustomer | OrderAdmin | null,
    model: 'User' | 'Admin' | 'System',
    note: string,
  ) {
    const at = deps.clock.now();
    await core.repo(tx).appendEvent({
      orderId: order.id,
      prevStatus: order.status,
      status: order.status,
      actor: { id: actor?.id ?? null, name: actor?.name ?? null, model },
      note,
      at,
    });
    // A return's step is a change of its order (its lists sort and refresh by it).
    await core.repo(tx).update(order.id, { updatedAt: at });
  }

  /** Marks an accepted return refunded, once: its reference, the timeline and the customer told. */
  async function markRefunded(
    row: ReturnRow,
    reference: string | null,
    actor: OrderAdmin | null,
  ): Promise<ReturnRow | undefined> {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      const order = await core.repo(tx).lockById(row.orderId);
      if (!order) return undefined;
      const moved = await rrepo(tx).move(row.id, 'accepted', {
        status: 'refunded',
        refundedAt: now,
        refundReference: reference,
        refundError: null,
        updatedAt: now,
      });
      if (!moved) return undefined;
      await timeline(
        tx,
        order,
        actor,
        actor ? 'Admin' : 'System',
        ORDER_EVENT_NOTES.returnRefunded(row.code, formatVnd(row.refundAmount)),
      );
      await followUps.record(tx, { returnId: row.id, status: 'refunded' });
      return moved;
    });
  }

  /** The gateway's refund of an accepted return (the job): throws, and is tried again, while the gateway refuses. */
  async function refund(returnId: string): Promise<void> {
    const row = await rrepo().byId(returnId);
    if (!row || row.status !== 'accepted' || row.refundMethod === 'BANK_TRANSFER') return;
    const order = await core.repo().findById(row.orderId);
    if (!order) return;
    let reference: string;
    try {
      reference =
        row.refundMethod === 'VNPAY' ? await refundVnpay(row, order) : await refundStripe(row, order);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      await rrepo().update(row.id, { refundError: text.slice(0, 500), updatedAt: deps.clock.now() });
      throw error;
    }
    if (await markRefunded(row, reference, null)) core.deps.jobs.wake();
  }

  async function refundVnpay(row: ReturnRow, order: OrderRow): Promise<string> {
    const vnpay = more.gateways.vnpay;
    if (!vnpay) throw new Error('VNPay is not configured: the return cannot be refunded');
    // The request that was paid: the order's current one (orders placed before requests were kept used their code).
    const request = await rrepo().paidVnpayRequest(order.id);
    const answer = await vnpay.refund({
      txnRef: request?.txnRef ?? order.code,
      amount: row.refundAmount,
      transactionDate: request?.createdAt ?? order.createdAt,
      transactionNo: order.transactionId,
      createBy: 'Lumi',
      orderInfo: vnpayOrderInfo(`Hoan tien tra hang ${row.code} don ${order.code}`),
      ipAddr: '127.0.0.1',
      full: row.refundAmount >= order.totalAmount,
      now: deps.clock.now(),
    });
    // '94': a refund of it is already being processed (a retry of one that went through).
    if (!answer.signatureValid || (answer.responseCode !== '00' && answer.responseCode !== '94'))
      throw new Error(`VNPay từ chối hoàn tiền (mã ${answer.responseCode})`);
    return `VNPay ${answer.raw.vnp_TransactionNo || order.transactionId || row.code}`;
  }

  async function refundStripe(row: ReturnRow, order: OrderRow): Promise<string> {
    const stripe = more.gateways.stripe;
    if (!stripe) throw new Error('Stripe is not configured: the return cannot be refunded');
    if (!order.transactionId?.startsWith('pi_')) throw new Error('Đơn hàng không có mã thanh toán Stripe');
    const refunded = await stripe.refund({
      paymentIntent: order.transactionId,
      amount: row.refundAmount,
      idempotencyKey: `return-${row.id}`,
      reference: row.code,
    });
    if (refunded.status === 'failed' || refunded.status === 'canceled')
      throw new Error(`Stripe từ chối hoàn tiền (${refunded.status})`);
    return refunded.id;
  }

  /** Makes the uploaded photos the return's: each an unattached upload of the customer. */
  async function claimImages(customerId: string, wanted: Image[]): Promise<Image[]> {
    const claimed: Image[] = [];
    try {
      for (const image of wanted) {
        if (claimed.some((c) => c.publicId === image.publicId)) continue;
        claimed.push(await more.uploads.claim(image, { kind: 'user', id: customerId }, null));
      }
    } catch (error) {
      await more.uploads.unclaim(claimed.map((i) => i.publicId));
      throw error;
    }
    return claimed;
  }

  /** The customer asks to return lines of a delivered order, within the window, once per order. */
  async function request(
    customer: OrderCustomer,
    orderId: string,
    body: CreateReturnBody,
  ): Promise<OrderReturn> {
    const first = await core.repo().findById(orderId);
    if (!first || !isOwnOrder(first, customer.id)) throw new AppError('ORDER_NOT_FOUND');
    const block = returnBlock(first, deps.clock.now());
    if (block) throw new AppError(block);
    if (await rrepo().ofOrder(first.id)) throw new AppError('RETURN_EXISTS');
    if (first.paymentMethod === 'COD' && !body.bank)
      throw new AppError('VALIDATION_ERROR', {
        errors: [{ path: 'bank', message: VALIDATION.returnBankRequired }],
      });
    const images = await claimImages(customer.id, body.images);
    try {
      const id = await deps.db.transaction(async (tx) => {
        const repo = core.repo(tx);
        const order = await repo.lockById(orderId);
        if (!order || !isOwnOrder(order, customer.id)) throw new AppError('ORDER_NOT_FOUND');
        const now = deps.clock.now();
        const blocked = returnBlock(order, now);
        if (blocked) throw new AppError(blocked);
        const lines = await repo.linesOf([order.id]);
        let part = 0;
        for (const wanted of body.lines) {
          const line = lines.find((l) => l.id === wanted.lineId);
          if (!line || wanted.quantity > line.quantity) throw new AppError('RETURN_LINES_INVALID');
          part += line.price * wanted.quantity;
        }
        if (part <= 0) throw new AppError('RETURN_LINES_INVALID');
        const figures = returnFigures(
          {
            subtotal: order.subtotal,
            voucherDiscount: order.voucherDiscount,
            pointsUsed: order.pointsUsed,
            pointsDiscount: order.pointsDiscount,
            pointsEarned: await pointsLedger(tx).earnedBy(order.id),
          },
          part,
        );
        const method = refundMethodOf(order.paymentMethod);
        for (let attempt = 1; ; attempt++) {
          const code = newCode('RT');
          try {
            const returnId = await tx.transaction(async (sp) =>
              rrepo(sp).insert(
                {
                  code,
                  orderId: order.id,
                  userId: customer.id,
                  status: 'requested',
                  reason: body.reason,
                  description: body.description ?? null,
                  images,
                  goodsValue: part,
                  refundAmount: figures.refundAmount,
                  pointsBack: figures.pointsBack,
                  pointsRevoked: figures.pointsRevoked,
                  voucherBack: figures.whole && order.voucherCode !== null,
                  refundMethod: method,
                  bank: method === 'BANK_TRANSFER' ? (body.bank ?? null) : null,
                  createdAt: now,
                  updatedAt: now,
                },
                body.lines.map((l) => ({ orderLineId: l.lineId, quantity: l.quantity })),
              ),
            );
            await timeline(tx, order, customer, 'User', ORDER_EVENT_NOTES.returnRequested(code));
            await followUps.record(tx, { returnId, status: 'requested' });
            return returnId;
          } catch (error) {
            if (error instanceof ReturnCodeTakenError && attempt < CODE_ATTEMPTS) continue;
            throw error;
          }
        }
      });
      followUps.announce();
      return await dtoOf(id);
    } catch (error) {
      await more.uploads.unclaim(images.map((i) => i.publicId));
      throw error;
    }
  }

  /**
   * The shop's decision on a requested return. Accepting writes, with the order's row locked and in the order a
   * placement takes them (voucher, points, then products): the voucher use back for a whole order, the points back and
   * taken back, the units back on sale and out of the sold counts, what the order's figures lose; then the refund (a
   * gateway job, or at once when nothing is to be paid back).
   */
  async function decide(admin: OrderAdmin, id: string, body: ReturnDecisionBody): Promise<OrderReturn> {
    const accept = body.decision === 'accept';
    let refundNow = false;
    await conditionalMove({
      load: async () => {
        const row = await rrepo().byId(id);
        if (!row) throw new AppError('RETURN_NOT_FOUND');
        return row;
      },
      judge: (row) => {
        if (row.status !== 'requested') throw new AppError('RETURN_STATUS_INVALID');
      },
      write: (judged) =>
        deps.db.transaction(async (tx) => {
          const repo = core.repo(tx);
          const order = await repo.lockById(judged.orderId);
          if (!order) throw new AppError('RETURN_NOT_FOUND');
          const now = deps.clock.now();
          const status: ReturnStatus = accept ? 'accepted' : 'refused';
          const moved = await rrepo(tx).move(judged.id, 'requested', {
            status,
            note: body.note ?? null,
            decidedById: admin.id,
            decidedByName: admin.name,
            decidedAt: now,
            updatedAt: now,
          });
          if (!moved) return null;
          if (!accept) {
            await timeline(
              tx,
              order,
              admin,
              'Admin',
              ORDER_EVENT_NOTES.returnRefused(moved.code, body.note ?? ''),
            );
            await followUps.record(tx, { returnId: moved.id, status });
            return moved;
          }
          if (moved.voucherBack) await repo.returnVoucher(order.id, now);
          const ledger = pointsLedger(tx);
          await ledger.giveBackPart(ledgerOrderOf(order), moved.pointsBack, moved.id, now);
          const revoked = await ledger.revoke(ledgerOrderOf(order), moved.pointsRevoked, moved.id, now);
          if (revoked !== moved.pointsRevoked) await rrepo(tx).update(moved.id, { pointsRevoked: revoked });
          const units = await rrepo(tx).unitsOf(moved.id);
          const stock = stockRepository(tx);
          for (const unit of units) await stock.giveBack(unit);
          await stock.takeSold(units);
          const cost = units.reduce((sum, u) => sum + u.unitCost * u.quantity, 0);
          await rrepo(tx).addReturned(
            order.id,
            moved.refundAmount,
            Math.min(cost, order.costTotal - order.returnedCost),
          );
          await timeline(tx, order, admin, 'Admin', ORDER_EVENT_NOTES.returnAccepted(moved.code));
          await followUps.record(tx, { returnId: moved.id, status });
          if (moved.refundAmount > 0 && moved.refundMethod !== 'BANK_TRANSFER')
            await deps.jobs.enqueue(tx, { kind: REFUND_JOB, payload: { returnId: moved.id } });
          refundNow = moved.refundAmount === 0;
          return moved;
        }),
      lost: () => new AppError('RETURN_STATUS_INVALID'),
    });
    if (accept) deps.catalog.invalidate();
    if (refundNow) {
      const row = await rrepo().byId(id);
      if (row) await markRefunded(row, null, admin);
    }
    followUps.announce();
    return dtoOf(id);
  }

  /** The shop records the bank transfer that refunded a cash order's accepted return. */
  async function transfer(admin: OrderAdmin, id: string, body: ReturnTransferBody): Promise<OrderReturn> {
    const row = await rrepo().byId(id);
    if (!row) throw new AppError('RETURN_NOT_FOUND');
    if (row.refundMethod !== 'BANK_TRANSFER') throw new AppError('RETURN_NOT_BANK_TRANSFER');
    if (row.status !== 'accepted') throw new AppError('RETURN_STATUS_INVALID');
    if (!(await markRefunded(row, body.reference.trim(), admin))) throw new AppError('RETURN_STATUS_INVALID');
    followUps.announce();
    return dtoOf(id);
  }

  return {
    request,
    decide,
    transfer,
    refund,

    /** The customer's own order's return, or null. */
    async mine(customer: OrderCustomer, orderId: string): Promise<OrderReturn | null> {
      const order = await core.repo().findById(orderId);
      if (!order || !isOwnOrder(order, customer.id)) throw new AppError('ORDER_NOT_FOUND');
      const row = await rrepo().ofOrder(order.id);
      return row ? dtoOf(row.id) : null;
    },

    /** An order's return as the shop reads it, or null. */
    async ofOrder(orderId: string): Promise<OrderReturn | null> {
      const order = await core.repo().findById(orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      const row = await rrepo().ofOrder(order.id);
      return row ? dtoOf(row.id) : null;
    },

    detail: dtoOf,

    async list(query: {
      page: number;
      pageSize: number;
      status?: ReturnStatus | undefined;
      search?: string | undefined;
    }): Promise<{
      items: OrderReturn[];
      pagination: Pagination;
    }> {
      const { ids, total } = await rrepo().list(
        {
          ...(query.status ? { status: query.status as ReturnStatus } : {}),
          ...(query.search ? { search: query.search } : {}),
        },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return {
        items: await rrepo().dtos(ids),
        pagination: {
          page: query.page,
          pageSize: query.pageSize,
          totalItems: total,
          totalPage: Math.ceil(total / query.pageSize),
        },
      };
    },
  };
}

export type OrderReturns = ReturnType<typeof createReturns>;
