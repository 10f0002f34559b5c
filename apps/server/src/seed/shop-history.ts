import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  LIVE_ORDER_STATUSES,
  ORDER_EVENT_NOTES,
  PAYMENT_WINDOW_MS,
  toLocalDate,
  type Image,
  type OrderStatus,
  type PaymentMethod,
} from '@lumi/shared';
import type { Db } from '../db/client';
import type { OrderActorModel, PaymentStatusValue } from '../db/schema';
import { hashPassword } from '../lib/password';
import { usersBulk } from '../modules/auth/bulk-repository';
import { stockRepository } from '../modules/catalog/products/counts-repository';
import {
  ordersBulk,
  type NewOrder,
  type NewOrderEvent,
  type NewOrderLine,
} from '../modules/orders/bulk-repository';
import { ADDRESSES, DEMO_REVIEWERS, demoOrderBase, hash, prng } from './reviews';
import { productView, variantView } from '../db/read/catalog';
import { viewAs } from '../db/views';

/**
 * The demo shop's order history (issue 13): about fourteen months of orders from the demo reviewers and a few dozen
 * more customers who joined over that time, so that the ADMIN's statistics look like a real shop's on a fresh start.
 * Orders grow over time (with the year-end and women's-day peaks of a cosmetics shop); most are delivered, some
 * cancelled with a reason, and the last days hold orders still pending, processing or shipping. Each order's
 * timeline, payment, delivery time and cost are those the orders module would have written; delivered units count
 * as sold and orders still running hold their stock, as placing and delivering an order do. Deterministic: the same
 * catalogue and the same "now" give the same history.
 */

/** Customers who joined over the history; they sign in with the demo customer's password. */
export const HISTORY_CUSTOMERS: { name: string; email: string; phone: string }[] = [
  { name: 'Nguyễn Thị Thu Hằng', email: 'thuhang.nguyen@lumi.vn', phone: '0913000201' },
  { name: 'Trần Minh Thư', email: 'minhthu.tran@lumi.vn', phone: '0913000202' },
  { name: 'Lê Hoài An', email: 'hoaian.le@lumi.vn', phone: '0913000203' },
  { name: 'Phạm Ngọc Diệp', email: 'ngocdiep.pham@lumi.vn', phone: '0913000204' },
  { name: 'Hoàng Thị Kim Oanh', email: 'kimoanh.hoang@lumi.vn', phone: '0913000205' },
  { name: 'Vũ Đức Anh', email: 'ducanh.vu@lumi.vn', phone: '0913000206' },
  { name: 'Đặng Thùy Dương', email: 'thuyduong.dang@lumi.vn', phone: '0913000207' },
  { name: 'Bùi Lan Chi', email: 'lanchi.bui@lumi.vn', phone: '0913000208' },
  { name: 'Đỗ Quang Huy', email: 'quanghuy.do@lumi.vn', phone: '0913000209' },
  { name: 'Hồ Bích Ngọc', email: 'bichngoc.ho@lumi.vn', phone: '0913000210' },
  { name: 'Ngô Phương Linh', email: 'phuonglinh.ngo@lumi.vn', phone: '0913000211' },
  { name: 'Dương Thị Huyền', email: 'huyen.duong@lumi.vn', phone: '0913000212' },
  { name: 'Lý Gia Bảo', email: 'giabao.ly@lumi.vn', phone: '0913000213' },
  { name: 'Phan Thanh Tâm', email: 'thanhtam.phan@lumi.vn', phone: '0913000214' },
  { name: 'Võ Thị Mỹ Linh', email: 'mylinh.vo@lumi.vn', phone: '0913000215' },
  { name: 'Trương Khánh Vy', email: 'khanhvy.truong@lumi.vn', phone: '0913000216' },
  { name: 'Đinh Ngọc Trâm', email: 'ngoctram.dinh@lumi.vn', phone: '0913000217' },
  { name: 'Lâm Tú Quyên', email: 'tuquyen.lam@lumi.vn', phone: '0913000218' },
  { name: 'Cao Thị Hồng Nhung', email: 'hongnhung.cao@lumi.vn', phone: '0913000219' },
  { name: 'Tô Minh Khôi', email: 'minhkhoi.to@lumi.vn', phone: '0913000220' },
  { name: 'Châu Ngọc Bích', email: 'ngocbich.chau@lumi.vn', phone: '0913000221' },
  { name: 'Hà Thanh Thủy', email: 'thanhthuy.ha@lumi.vn', phone: '0913000222' },
  { name: 'Kiều Diễm My', email: 'diemmy.kieu@lumi.vn', phone: '0913000223' },
  { name: 'Nguyễn Hoàng Yến', email: 'hoangyen.nguyen@lumi.vn', phone: '0913000224' },
  { name: 'Trần Thị Ánh Tuyết', email: 'anhtuyet.tran@lumi.vn', phone: '0913000225' },
  { name: 'Lê Quốc Bảo', email: 'quocbao.le@lumi.vn', phone: '0913000226' },
  { name: 'Phạm Thu Uyên', email: 'thuuyen.pham@lumi.vn', phone: '0913000227' },
  { name: 'Huỳnh Thị Cẩm Tú', email: 'camtu.huynh@lumi.vn', phone: '0913000228' },
  { name: 'Vương Hải Đăng', email: 'haidang.vuong@lumi.vn', phone: '0913000229' },
  { name: 'Mạc Thị Thanh Vân', email: 'thanhvan.mac@lumi.vn', phone: '0913000230' },
  { name: 'Lưu Bảo Trân', email: 'baotran.luu@lumi.vn', phone: '0913000231' },
  { name: 'Quách Ngọc Ánh', email: 'ngocanh.quach@lumi.vn', phone: '0913000232' },
  { name: 'Nông Thị Hoa', email: 'hoa.nong@lumi.vn', phone: '0913000233' },
  { name: 'Triệu Vân Anh', email: 'vananh.trieu@lumi.vn', phone: '0913000234' },
  { name: 'Đoàn Minh Nguyệt', email: 'minhnguyet.doan@lumi.vn', phone: '0913000235' },
  { name: 'Tăng Thảo Nguyên', email: 'thaonguyen.tang@lumi.vn', phone: '0913000236' },
];

/** The history covers this many days back from the seed's "now" (about fourteen months). */
export const HISTORY_DAYS = 425;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** Running orders take units only where this many stay in stock after them (the demo shop never sells out). */
const STOCK_MARGIN = 5;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const STRIPE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const CUSTOMER_REASONS = [
  'Tôi muốn đổi sang sản phẩm khác phù hợp hơn',
  'Đặt nhầm số lượng, tôi sẽ đặt lại đơn mới',
  'Muốn thay đổi địa chỉ nhận hàng',
  'Tìm được nơi bán giá tốt hơn',
  'Không còn nhu cầu mua nữa',
  'Thời gian giao hàng dự kiến quá lâu',
];
const SHOP_REASONS = [
  'Không liên lạc được với người nhận sau nhiều lần gọi',
  'Sản phẩm trong kho bị lỗi bao bì, shop đã báo khách đặt lại',
  'Đơn trùng lặp, khách đã xác nhận hủy qua điện thoại',
];
const REFUSED_REASONS = [
  'Khách từ chối nhận hàng khi giao',
  'Giao hàng không thành công: người nhận vắng nhà nhiều lần',
];

type HistoryProduct = {
  id: string;
  name: string;
  slug: string;
  price: number;
  cost: number;
  mainImage: Image;
  stock: number | null;
  sold: number;
  isNew: boolean;
  variants: { id: string; name: string; code: string; stock: number }[];
};

type Customer = {
  id: string;
  name: string;
  phone: string | null;
  createdAt: Date;
  place: (typeof ADDRESSES)[number];
  weight: number;
};

type Actor = { id: string | null; name: string | null; model: OrderActorModel };

type Step = {
  prevStatus: OrderStatus | null;
  status: OrderStatus;
  at: Date;
  by: Actor;
  note: string | null;
};

/** One order's story: its steps before "now" and what they leave on the row. */
type Timeline = {
  steps: Step[];
  status: OrderStatus;
  paymentStatus: PaymentStatusValue;
  paidAt: Date | null;
  transactionId: string | null;
  expiresAt: Date | null;
  deliveredAt: Date | null;
  cancelReason: string | null;
  cancelledBy: OrderActorModel | null;
};

/** Orders a day about `daysAgo` days back: growing over the history, higher at a cosmetics shop's peaks. */
function dailyRate(at: Date, daysAgo: number): number {
  const growth = 0.55 + 2.1 * Math.pow(1 - daysAgo / HISTORY_DAYS, 1.4);
  const [, month, day] = toLocalDate(at).split('-').map(Number) as [number, number, number];
  let season = 1;
  if (month === 12 || (month === 11 && day >= 20))
    season = 1.45; // year-end sales and gifts
  else if (month === 1 || (month === 2 && day <= 10))
    season = 1.25; // Tết
  else if (month === 3 && day <= 8)
    season = 1.6; // 8/3
  else if (month === 10 && day >= 15 && day <= 20)
    season = 1.5; // 20/10
  else if (month === 6 || month === 7) season = 0.85;
  const weekend = [0, 6].includes(new Date(at.getTime() + 7 * HOUR_MS).getUTCDay()) ? 1.2 : 1;
  return growth * season * weekend;
}

function pickWeighted<T>(rng: () => number, items: readonly T[], weight: (item: T) => number): T | undefined {
  let total = 0;
  for (const item of items) total += weight(item);
  if (total <= 0) return undefined;
  let r = rng() * total;
  for (const item of items) {
    r -= weight(item);
    if (r < 0) return item;
  }
  return items[items.length - 1];
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

/** The steps of one order from its placement, cut at `now`; what they leave on the row. */
function timelineOf(
  rng: () => number,
  options: {
    placedAt: Date;
    now: Date;
    method: PaymentMethod;
    customer: Actor;
    admin: Actor;
  },
): Timeline {
  const { placedAt, now, method, customer, admin } = options;
  const system: Actor = { id: null, name: null, model: 'System' };
  const online = method !== 'COD';
  const plan: Step[] = [{ prevStatus: null, status: 'pending', at: placedAt, by: customer, note: null }];
  const after = (from: Date, ms: number) => new Date(from.getTime() + ms);
  const expiresAt = online ? after(placedAt, PAYMENT_WINDOW_MS) : null;

  // Online orders: paid within minutes, or left unpaid until the window closes and the order is cancelled.
  let paidAt: Date | null = null;
  if (online) {
    if (rng() < 0.05) {
      plan.push({
        prevStatus: 'pending',
        status: 'cancelled',
        at: after(placedAt, PAYMENT_WINDOW_MS + (1 + Math.floor(rng() * 4)) * MINUTE_MS),
        by: system,
        note: ORDER_EVENT_NOTES.paymentExpired,
      });
      return finish(plan, { online, paidAt, expiresAt, now, method, admin, rng });
    }
    paidAt = after(placedAt, (1 + Math.floor(rng() * 9)) * MINUTE_MS + Math.floor(rng() * 50_000));
    plan.push({
      prevStatus: 'pending',
      status: 'pending',
      at: paidAt,
      by: system,
      note: ORDER_EVENT_NOTES.paidVia(method === 'VNPAY' ? 'VNPAY' : 'STRIPE'),
    });
  }

  const last = () => plan[plan.length - 1]!.at;
  const outcome = rng();
  // About one order in nine is cancelled: by the customer while pending or processing, by the shop later.
  if (outcome < 0.05) {
    plan.push({
      prevStatus: 'pending',
      status: 'cancelled',
      at: after(last(), (0.3 + rng() * 8) * HOUR_MS),
      by: customer,
      note: pick(rng, CUSTOMER_REASONS),
    });
    return finish(plan, { online, paidAt, expiresAt, now, method, admin, rng });
  }
  // Most orders are confirmed within hours; some wait for the next working day.
  const processingAt = after(last(), (rng() < 0.4 ? 16 + rng() * 24 : 0.5 + rng() * 7) * HOUR_MS);
  plan.push({ prevStatus: 'pending', status: 'processing', at: processingAt, by: admin, note: null });
  if (outcome < 0.08) {
    const byShop = rng() < 0.4;
    plan.push({
      prevStatus: 'processing',
      status: 'cancelled',
      at: after(processingAt, (1 + rng() * 10) * HOUR_MS),
      by: byShop ? admin : customer,
      note: pick(rng, byShop ? SHOP_REASONS : CUSTOMER_REASONS),
    });
    return finish(plan, { online, paidAt, expiresAt, now, method, admin, rng });
  }
  const shippingAt = after(processingAt, (14 + rng() * 20) * HOUR_MS);
  plan.push({ prevStatus: 'processing', status: 'shipping', at: shippingAt, by: admin, note: null });
  const arrival = after(shippingAt, (1 + rng() * 3) * DAY_MS);
  if (outcome < 0.11) {
    plan.push({
      prevStatus: 'shipping',
      status: 'cancelled',
      at: arrival,
      by: admin,
      note: pick(rng, REFUSED_REASONS),
    });
    return finish(plan, { online, paidAt, expiresAt, now, method, admin, rng });
  }
  // Delivered: confirmed by the customer on receipt, or marked by the shop from the carrier's report.
  const confirmedByCustomer = rng() < 0.45;
  plan.push({
    prevStatus: 'shipping',
    status: 'delivered',
    at: confirmedByCustomer ? after(arrival, (0.2 + rng() * 5) * HOUR_MS) : arrival,
    by: confirmedByCustomer ? customer : admin,
    note: null,
  });
  return finish(plan, { online, paidAt, expiresAt, now, method, admin, rng });
}

/** Cuts the plan at `now` and derives the row's status, payment and delivery from the steps that happened. */
function finish(
  plan: Step[],
  context: {
    online: boolean;
    paidAt: Date | null;
    expiresAt: Date | null;
    now: Date;
    method: PaymentMethod;
    admin: Actor;
    rng: () => number;
  },
): Timeline {
  const { online, now, method, admin, rng } = context;
  const steps = plan.filter((s) => s.at.getTime() <= now.getTime());
  const paid = online && context.paidAt !== null && context.paidAt.getTime() <= now.getTime();
  let paymentStatus: PaymentStatusValue = online ? (paid ? 'paid' : 'pending') : 'unpaid';
  let paidAt = paid ? context.paidAt : null;
  const transactionId = paid
    ? method === 'VNPAY'
      ? String(14_000_000 + Math.floor(rng() * 900_000))
      : `pi_3${Array.from({ length: 23 }, () => pick(rng, [...STRIPE_ID_ALPHABET])).join('')}`
    : null;
  const lastStep = steps[steps.length - 1]!;
  const status = lastStep.status;
  let deliveredAt: Date | null = null;
  let cancelReason: string | null = null;
  let cancelledBy: OrderActorModel | null = null;
  if (status === 'delivered') {
    deliveredAt = lastStep.at;
    // Cash is collected on delivery.
    if (!online) {
      paymentStatus = 'paid';
      paidAt = deliveredAt;
    }
  }
  if (status === 'cancelled') {
    cancelReason = lastStep.note;
    cancelledBy = lastStep.by.model;
    if (paymentStatus === 'pending') paymentStatus = 'failed';
    if (paymentStatus === 'paid') {
      // A paid order cancelled: the refund is awaited, then recorded by the shop a day or two later.
      paymentStatus = 'refund_pending';
      const refundedAt = new Date(lastStep.at.getTime() + (20 + rng() * 30) * HOUR_MS);
      if (refundedAt.getTime() <= now.getTime()) {
        paymentStatus = 'refunded';
        steps.push({
          prevStatus: 'cancelled',
          status: 'cancelled',
          at: refundedAt,
          by: admin,
          note: ORDER_EVENT_NOTES.refunded,
        });
      }
    }
  }
  return {
    steps,
    status,
    paymentStatus,
    paidAt,
    transactionId,
    expiresAt: context.expiresAt,
    deliveredAt,
    cancelReason,
    cancelledBy,
  };
}

/** Loads the shop history once; returns what it created ([] when the history customers already have orders). */
export async function seedShopHistory(
  db: Db,
  options: {
    admin: { id: string; name: string };
    password: string;
    now?: Date;
  },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const created: string[] = [];
  const rng = prng(hash('lumi:shop-history'));

  // The customers who joined over the history: more of them lately, as the shop grows.
  const emails = HISTORY_CUSTOMERS.map((c) => c.email);
  const accounts = usersBulk(db);
  const existing = await accounts.byEmails(emails);
  const missing = HISTORY_CUSTOMERS.filter((c) => !existing.some((e) => e.email === c.email));
  if (missing.length) {
    const passwordHash = await hashPassword(options.password);
    await accounts.insert(
      missing.map((c) => {
        const i = HISTORY_CUSTOMERS.indexOf(c);
        const daysAgo = 4 + (HISTORY_DAYS + 5) * Math.pow(1 - (i + 0.5) / HISTORY_CUSTOMERS.length, 1.3);
        const joinedAt = new Date(now.getTime() - daysAgo * DAY_MS - (hash(c.email) % 600) * MINUTE_MS);
        return {
          name: c.name,
          email: c.email,
          phone: c.phone,
          passwordHash,
          isVerified: true,
          createdAt: joinedAt,
          updatedAt: joinedAt,
        };
      }),
    );
    created.push(`customers: ${missing.length}`);
  }

  const historyIds = (await accounts.byEmails(emails)).map((u) => u.id);
  if (historyIds.length === 0) return created;
  // Idempotence: the history is written in one transaction, so any order of its customers means all of it.
  if (await ordersBulk(db).anyOf(historyIds)) return created;

  const buyerEmails = [...DEMO_REVIEWERS.map((r) => r.email), ...emails];
  const buyers = (await accounts.byEmails(buyerEmails)).sort(
    (a, b) => buyerEmails.indexOf(a.email) - buyerEmails.indexOf(b.email),
  );
  const customers: Customer[] = buyers.map((b) => {
    const h = hash(b.email);
    return {
      id: b.id,
      name: b.name,
      phone: b.phone,
      createdAt: b.createdAt,
      place: ADDRESSES[h % ADDRESSES.length]!,
      // A few loyal customers order far more often than the rest.
      weight: h % 7 === 0 ? 4 : h % 3 === 0 ? 2 : 1,
    };
  });

  const products = (
    (await db.execute(
      sql`select p.id, p.name, p.slug, p.price, p.cost, p.main_image as "mainImage", p.stock, p.sold,
          'NEW' = any(p.tags) as "isNew",
          coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'code', v.code, 'stock', v.stock)
            order by v.position, v.name) from ${viewAs(variantView, 'v')} where v.product_id = p.id), '[]'::json) as variants
        from ${viewAs(productView, 'p')} where p.enable order by p.created_at, p.slug`,
    )) as unknown as { rows: HistoryProduct[] }
  ).rows;
  if (products.length === 0 || customers.length === 0) return created;

  const codes = await ordersBulk(db).codes();
  const newCode = () => {
    for (;;) {
      let code = 'OD';
      for (let i = 0; i < 10; i++) code += CODE_ALPHABET[Math.floor(rng() * CODE_ALPHABET.length)];
      if (!codes.has(code)) {
        codes.add(code);
        return code;
      }
    }
  };

  const admin: Actor = { id: options.admin.id, name: options.admin.name, model: 'Admin' };
  const orderRows: NewOrder[] = [];
  const lineRows: NewOrderLine[] = [];
  const eventRows: NewOrderEvent[] = [];
  // Units held by orders still running (their stock was taken when placed) and units delivered (counted as sold).
  const productStock = new Map(products.map((p) => [p.id, p.stock]));
  const variantStock = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v.stock] as const)));
  const soldUnits = new Map<string, number>();

  for (let daysAgo = HISTORY_DAYS; daysAgo >= 0; daysAgo--) {
    const dayAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const rate = dailyRate(dayAt, daysAgo) * (0.6 + 0.8 * rng());
    const count = Math.floor(rate) + (rng() < rate - Math.floor(rate) ? 1 : 0);
    for (let n = 0; n < count; n++) {
      // Placed within that day, and at least 40 minutes before "now" (an online payment is never left in flight).
      const placedAt = new Date(
        Math.min(now.getTime() - 40 * MINUTE_MS, dayAt.getTime() - Math.floor(rng() * DAY_MS)),
      );
      const customer = pickWeighted(rng, customers, (c) =>
        c.createdAt.getTime() < placedAt.getTime() - HOUR_MS ? c.weight : 0,
      );
      if (!customer) continue;
      // Online payments gain ground over the months; cash on delivery stays the most used.
      const onlineShare = 0.22 + 0.2 * (1 - daysAgo / HISTORY_DAYS);
      const r = rng();
      const method: PaymentMethod = r < onlineShare * 0.6 ? 'VNPAY' : r < onlineShare ? 'STRIPE' : 'COD';
      const timeline = timelineOf(rng, {
        placedAt,
        now,
        method,
        customer: { id: customer.id, name: customer.name, model: 'User' },
        admin,
      });
      const running = LIVE_ORDER_STATUSES.includes(timeline.status);

      // The lines: distinct products, the popular ones more often; new arrivals only in the last months.
      const lineCount = pickWeighted(rng, [1, 2, 3, 4], (k) => [0.5, 0.32, 0.13, 0.05][k - 1]!)!;
      const orderId = randomUUID();
      const chosen = new Set<string>();
      let subtotal = 0;
      let costTotal = 0;
      for (let position = 0; chosen.size < lineCount && position < lineCount * 3; position++) {
        const quantity = pickWeighted(rng, [1, 2, 3], (q) => [0.75, 0.2, 0.05][q - 1]!)!;
        const product = pickWeighted(rng, products, (p) =>
          chosen.has(p.id) || (p.isNew && daysAgo > 75) ? 0 : Math.sqrt(p.sold + 5),
        );
        if (!product) break;
        let variant: HistoryProduct['variants'][number] | null = null;
        if (product.variants.length) {
          const usable = running
            ? product.variants.filter((v) => (variantStock.get(v.id) ?? 0) >= quantity + STOCK_MARGIN)
            : product.variants;
          if (usable.length === 0) continue;
          variant = pick(rng, usable);
        } else if (running && (productStock.get(product.id) ?? 0) < quantity + STOCK_MARGIN) {
          continue;
        }
        // A running order holds its units (as placing it took them).
        if (running && variant) variantStock.set(variant.id, variantStock.get(variant.id)! - quantity);
        if (running && !variant) productStock.set(product.id, productStock.get(product.id)! - quantity);
        if (timeline.status === 'delivered') {
          soldUnits.set(product.id, (soldUnits.get(product.id) ?? 0) + quantity);
        }
        chosen.add(product.id);
        const lineTotal = product.price * quantity;
        subtotal += lineTotal;
        costTotal += product.cost * quantity;
        lineRows.push({
          orderId,
          productId: product.id,
          variantId: variant?.id ?? null,
          name: product.name,
          slug: product.slug,
          image: product.mainImage.url,
          colorName: variant?.name ?? null,
          colorCode: variant?.code ?? null,
          originalPrice: product.price,
          price: product.price,
          promoQty: 0,
          quantity,
          lineTotal,
          unitCost: product.cost,
          position: chosen.size - 1,
        });
      }
      if (chosen.size === 0) continue;

      const place = customer.place;
      const lastAt = timeline.steps[timeline.steps.length - 1]!.at;
      orderRows.push({
        id: orderId,
        code: newCode(),
        ...demoOrderBase(customer, place, subtotal, costTotal),
        paymentMethod: method,
        paymentStatus: timeline.paymentStatus,
        transactionId: timeline.transactionId,
        paidAt: timeline.paidAt,
        expiresAt: timeline.expiresAt,
        status: timeline.status,
        cancelReason: timeline.cancelReason,
        cancelledBy: timeline.cancelledBy,
        deliveredAt: timeline.deliveredAt,
        createdAt: placedAt,
        updatedAt: lastAt,
      });
      for (const step of timeline.steps) {
        eventRows.push({
          orderId,
          prevStatus: step.prevStatus,
          status: step.status,
          updatedById: step.by.id,
          updatedByName: step.by.name,
          updatedByModel: step.by.model,
          note: step.note,
          createdAt: step.at,
        });
      }
    }
  }

  // Events go in the order they happened, so that `seq` (several events may share an instant) follows time.
  eventRows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  // What running orders hold, per product (single stock) and per colour.
  const heldOf = (left: Map<string, number | null>, before: Map<string, number | null>) =>
    [...left].flatMap(([id, stock]) => {
      const taken = (before.get(id) ?? 0) - (stock ?? 0);
      return stock !== null && taken > 0 ? [[id, taken] as const] : [];
    });
  const productsHeld = heldOf(productStock, new Map(products.map((p) => [p.id, p.stock])));
  const variantsHeld = heldOf(
    variantStock,
    new Map(products.flatMap((p) => p.variants.map((v) => [v.id, v.stock] as const))),
  );
  const productOfVariant = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, p.id] as const)));
  await db.transaction(async (tx) => {
    await ordersBulk(tx).insert({ orders: orderRows, lines: lineRows, events: eventRows });
    // What the orders did to the catalogue, through its own functions: delivered units sold, open orders' units held.
    const stock = stockRepository(tx);
    await stock.addSold([...soldUnits].map(([productId, quantity]) => ({ productId, quantity })));
    const held = [
      ...productsHeld.map(([productId, quantity]) => ({ productId, variantId: null, quantity })),
      ...variantsHeld.map(([variantId, quantity]) => ({
        productId: productOfVariant.get(variantId)!,
        variantId,
        quantity,
      })),
    ];
    for (const units of held) {
      if (!(await stock.take(units)))
        throw new Error(`demo history: not enough stock for ${JSON.stringify(units)}`);
    }
  });
  created.push(`history orders: ${orderRows.length}`);
  return created;
}
