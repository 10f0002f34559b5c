import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Image } from '@lumi/shared';
import type { Db } from '../db/client';
import { usersBulk } from '../modules/auth/bulk-repository';
import { usersRepository } from '../modules/auth/repository';
import { stockRepository } from '../modules/catalog/products/counts-repository';
import {
  ordersBulk,
  type NewOrder,
  type NewOrderEvent,
  type NewOrderLine,
} from '../modules/orders/bulk-repository';
import { importReviews, type NewReview } from '../modules/reviews/bulk-repository';
import { hashPassword } from '../lib/password';
import { productView, variantView } from '../db/read/catalog';
import { viewAs } from '../db/views';

/**
 * Demo reviews (decision 20): every product that the catalogue shows as rated gets review rows from delivered orders
 * of demo customers, with star values chosen so that their average is the product's seeded average; the stored
 * `average_rating` and `total_reviews` are then recomputed from the rows, as the reviews module does, so the product
 * page and its review list agree. The demo customer gets a few delivered orders too, some lines still unreviewed so
 * that writing a review can be tried. Deterministic: the same catalogue gives the same orders and reviews.
 */

/** Customers who wrote the demo reviews. They sign in with the demo customer's password. */
export const DEMO_REVIEWERS: { name: string; email: string; phone: string }[] = [
  { name: 'Nguyễn Thị Mai Anh', email: 'maianh.nguyen@lumi.vn', phone: '0912000101' },
  { name: 'Trần Bảo Ngọc', email: 'baongoc.tran@lumi.vn', phone: '0912000102' },
  { name: 'Lê Thu Trang', email: 'thutrang.le@lumi.vn', phone: '0912000103' },
  { name: 'Phạm Minh Châu', email: 'minhchau.pham@lumi.vn', phone: '0912000104' },
  { name: 'Hoàng Gia Hân', email: 'giahan.hoang@lumi.vn', phone: '0912000105' },
  { name: 'Võ Khánh Linh', email: 'khanhlinh.vo@lumi.vn', phone: '0912000106' },
  { name: 'Bùi Phương Thảo', email: 'phuongthao.bui@lumi.vn', phone: '0912000107' },
  { name: 'Đỗ Hải Yến', email: 'haiyen.do@lumi.vn', phone: '0912000108' },
  { name: 'Ngô Thanh Hương', email: 'thanhhuong.ngo@lumi.vn', phone: '0912000109' },
  { name: 'Dương Quỳnh Như', email: 'quynhnhu.duong@lumi.vn', phone: '0912000110' },
  { name: 'Lý Ngọc Hân', email: 'ngochan.ly@lumi.vn', phone: '0912000111' },
  { name: 'Huỳnh Mỹ Duyên', email: 'myduyen.huynh@lumi.vn', phone: '0912000112' },
  { name: 'Phan Tuấn Kiệt', email: 'tuankiet.phan@lumi.vn', phone: '0912000113' },
  { name: 'Trịnh Thảo Vy', email: 'thaovy.trinh@lumi.vn', phone: '0912000114' },
  { name: 'Mai Anh Thư', email: 'anhthu.mai@lumi.vn', phone: '0912000115' },
  { name: 'Tạ Hồng Nhung', email: 'hongnhung.ta@lumi.vn', phone: '0912000116' },
];

/** At most this many review rows per product: enough for the list, filters and statistics to mean something. */
const MAX_REVIEWS_PER_PRODUCT = 14;
const LINES_PER_ORDER = 4;
const SHIPPING_FEE = 30_000;
const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Delivery addresses of the demo orders (real province, district and ward ids). */
export const ADDRESSES = [
  {
    address: '18 Hàng Trống',
    province: [1, 'Hà Nội'],
    district: [2, 'Quận Hoàn Kiếm'],
    ward: ['00070', 'Phường Hàng Trống'],
  },
  {
    address: '45 Trúc Bạch',
    province: [1, 'Hà Nội'],
    district: [1, 'Quận Ba Đình'],
    ward: ['00004', 'Phường Trúc Bạch'],
  },
  {
    address: '102 Hai Bà Trưng',
    province: [79, 'Hồ Chí Minh'],
    district: [760, 'Quận 1'],
    ward: ['26734', 'Phường Tân Định'],
  },
  {
    address: '27 Lê Thánh Tôn',
    province: [79, 'Hồ Chí Minh'],
    district: [760, 'Quận 1'],
    ward: ['26740', 'Phường Bến Nghé'],
  },
  {
    address: '311 Nam Kỳ Khởi Nghĩa',
    province: [79, 'Hồ Chí Minh'],
    district: [770, 'Quận 3'],
    ward: ['27127', 'Phường 14'],
  },
  {
    address: '56 Hoàng Diệu',
    province: [48, 'Đà Nẵng'],
    district: [492, 'Quận Hải Châu'],
    ward: ['20227', 'Phường Thanh Bình'],
  },
  {
    address: '9 Âu Cơ',
    province: [48, 'Đà Nẵng'],
    district: [490, 'Quận Liên Chiểu'],
    ward: ['20197', 'Phường Hòa Khánh Bắc'],
  },
] as const;

/**
 * What every demo order shares: the customer, where it goes, and its goods value with the demo shipping rule
 * (30.000 ₫, free from 500.000 ₫ of goods).
 */
export function demoOrderBase(
  user: { id: string; name: string; phone: string | null },
  place: (typeof ADDRESSES)[number],
  subtotal: number,
  costTotal: number,
) {
  const shippingFee = subtotal >= 500_000 ? 0 : SHIPPING_FEE;
  return {
    userId: user.id,
    name: user.name,
    phone: user.phone ?? '0901234567',
    address: place.address,
    provinceId: place.province[0],
    provinceName: place.province[1],
    districtId: place.district[0],
    districtName: place.district[1],
    wardId: place.ward[0],
    wardName: place.ward[1],
    note: null,
    subtotal,
    costTotal,
    discountTotal: 0,
    shippingFee,
    totalAmount: subtotal + shippingFee,
  };
}

const COMMENTS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Sản phẩm chính hãng, đóng gói cẩn thận, giao hàng nhanh. Dùng được hai tuần thấy da mịn hơn hẳn.',
    'Mình mua lần thứ ba rồi, chất lượng vẫn ổn định như lần đầu. Rất đáng tiền!',
    'Kết cấu nhẹ, thấm nhanh, không gây bết dính. Da dầu như mình dùng rất hợp.',
    'Mùi thơm dễ chịu, dùng xong da mềm và ẩm cả ngày. Sẽ ủng hộ shop dài dài.',
    'Hàng giao nhanh hơn dự kiến, date còn rất xa. Shop tư vấn nhiệt tình nữa.',
    'Dùng hết một chai thấy thâm mụn mờ rõ rệt, không bị kích ứng chút nào.',
    'Da nhạy cảm mà dùng vẫn êm, không đỏ rát. Quá ưng ý luôn.',
    'Đóng gói chắc chắn, có cả túi chống sốc. Sản phẩm dùng tốt, giá lại mềm hơn ngoài tiệm.',
    'Mua tặng mẹ, mẹ khen dùng thích lắm. Cảm ơn shop!',
    'Chất lượng tuyệt vời so với giá tiền, lên da rất tự nhiên.',
    'Đã giới thiệu cho cả nhóm bạn cùng mua. Sản phẩm xịn, shop uy tín.',
    'Dùng buổi tối, sáng dậy thấy da căng mọng hẳn. Mười điểm không có nhưng.',
  ],
  4: [
    'Sản phẩm tốt, dùng ổn. Chỉ tiếc là giao hàng hơi chậm một chút.',
    'Chất lượng ổn so với giá, da mình không bị kích ứng. Trừ một sao vì vỏ hộp hơi móp.',
    'Dùng được khoảng một tháng thấy da cải thiện, nhưng cần kiên trì thêm.',
    'Kết cấu hơi đặc so với mình nghĩ nhưng thấm khá nhanh, dưỡng ẩm tốt.',
    'Mùi hơi nồng lúc đầu nhưng bay nhanh. Hiệu quả thì ổn.',
    'Hàng chính hãng, đóng gói kỹ. Sẽ cân nhắc mua lại khi có khuyến mãi.',
    'Dùng khá thích, có điều dung tích hơi ít so với giá tiền.',
    'Da mình hỗn hợp, dùng vùng chữ T vẫn hơi bóng dầu nhưng nhìn chung là ổn.',
    'Shop phản hồi nhanh, sản phẩm đúng mô tả. Hiệu quả cần thêm thời gian để đánh giá.',
    'Tốt trong tầm giá, màu sắc đúng như hình.',
  ],
  3: [
    'Dùng tạm được, chưa thấy hiệu quả rõ ràng sau hai tuần.',
    'Sản phẩm bình thường, không quá nổi bật như quảng cáo.',
    'Kết cấu hơi nhờn với da dầu của mình, chắc hợp da khô hơn.',
    'Hàng đúng mô tả nhưng giao chậm mất mấy ngày.',
    'Mùi không hợp với mình lắm, còn chất lượng thì ổn.',
    'Dùng được nhưng giá hơi cao so với hiệu quả mang lại.',
    'Vòi bơm hơi khó dùng, sản phẩm bên trong thì tạm ổn.',
    'Chưa thấy khác biệt nhiều, sẽ dùng thêm một thời gian rồi đánh giá lại.',
  ],
  2: [
    'Da mình bị nổi vài nốt mụn nhỏ sau vài ngày dùng, chắc không hợp da.',
    'Sản phẩm không như kỳ vọng, thấm rất chậm và để lại lớp màng dày.',
    'Hộp bị móp khi nhận, sản phẩm bên trong hơi chảy ra ngoài.',
    'Màu thực tế khác khá nhiều so với hình trên web.',
    'Mùi khá gắt, dùng vài lần mình phải ngưng.',
  ],
  1: [
    'Dùng bị kích ứng đỏ rát, mình đã ngưng sử dụng.',
    'Không hợp với da mình chút nào, rất thất vọng.',
    'Sản phẩm bị vón cục, không dùng được.',
  ],
};

const REPLIES: Record<'low' | 'high', string[]> = {
  low: [
    'Lumi rất tiếc vì trải nghiệm chưa trọn vẹn của bạn. Bộ phận chăm sóc khách hàng sẽ liên hệ để hỗ trợ bạn đổi sản phẩm phù hợp hơn ạ.',
    'Cảm ơn bạn đã góp ý thẳng thắn. Lumi đã ghi nhận và sẽ liên hệ để tư vấn sản phẩm phù hợp với làn da của bạn ạ.',
    'Lumi xin lỗi vì sự bất tiện này. Bạn vui lòng nhắn tin cho shop để được hỗ trợ đổi trả nhanh nhất nhé.',
  ],
  high: [
    'Cảm ơn bạn đã tin chọn Lumi! Chúc bạn luôn có làn da khỏe đẹp.',
    'Lumi rất vui khi sản phẩm phù hợp với bạn. Hẹn gặp lại bạn trong những đơn hàng tiếp theo nhé!',
  ],
};

type Rate = 1 | 2 | 3 | 4 | 5;

type SeedProduct = {
  id: string;
  name: string;
  slug: string;
  price: number;
  cost: number;
  mainImage: Image;
  average: number;
  total: number;
  variants: { id: string; name: string; code: string }[];
};

type PlannedReview = { product: SeedProduct; rate: Rate; authorIndex: number };

/** mulberry32, as the catalogue data uses. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** round(value, 1) as PostgreSQL rounds a numeric: half away from zero. */
function roundOne(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

/**
 * Star values whose average rounds to `average` (one decimal): the smallest count from `wanted` up that can reach it
 * (ten always can), spread around the mean so that the list shows more than one value.
 */
export function ratesFor(average: number, wanted: number, rng: () => number): Rate[] {
  let count = Math.max(1, wanted);
  let sum = Math.round(average * count);
  while (roundOne(sum, count) !== average || sum < count || sum > 5 * count) {
    count += 1;
    sum = Math.round(average * count);
  }
  const base = Math.floor(sum / count);
  const rates = Array.from({ length: count }, (_, i) => (i < sum - base * count ? base + 1 : base));
  // Moves that keep the sum: one review a star up, another a star down (rarely down to one star).
  for (let move = 0; move < Math.floor(count / 2); move++) {
    const up = Math.floor(rng() * count);
    const down = Math.floor(rng() * count);
    const lowest = rng() < 0.2 ? 1 : 2;
    if (up === down || rates[up]! >= 5 || rates[down]! <= lowest) continue;
    rates[up]! += 1;
    rates[down]! -= 1;
  }
  return rates as Rate[];
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)]!;
}

/** Loads the demo reviews once; returns what it created ([] when the demo reviewers already have orders). */
export async function seedReviews(
  db: Db,
  options: {
    customerId: string;
    admin: { id: string; name: string };
    password: string;
    now?: Date;
  },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const created: string[] = [];
  const emails = DEMO_REVIEWERS.map((r) => r.email);

  const accounts = usersBulk(db);
  const existing = await accounts.byEmails(emails);
  const missing = DEMO_REVIEWERS.filter((r) => !existing.some((e) => e.email === r.email));
  if (missing.length) {
    const passwordHash = await hashPassword(options.password);
    await accounts.insert(
      missing.map((r, i) => ({
        name: r.name,
        email: r.email,
        phone: r.phone,
        passwordHash,
        isVerified: true,
        createdAt: new Date(now.getTime() - (400 - i * 7) * DAY_MS),
      })),
    );
    created.push(`reviewers: ${missing.length}`);
  }
  const reviewers = await accounts.byEmails(emails);
  reviewers.sort((a, b) => emails.indexOf(a.email) - emails.indexOf(b.email));
  const customer = await usersRepository(db).findById(options.customerId);
  if (!customer || reviewers.length === 0) return created;

  // Idempotence: the demo orders are written in one transaction, so any of them means all of them.
  const ids = [customer.id, ...reviewers.map((r) => r.id)];
  if (await ordersBulk(db).anyOf(ids)) return created;

  const products = (
    (await db.execute(
      sql`select p.id, p.name, p.slug, p.price, p.cost, p.main_image as "mainImage",
          p.average_rating::float8 as average, p.total_reviews as total,
          coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'code', v.code)
            order by v.position, v.name) from ${viewAs(variantView, 'v')} where v.product_id = p.id), '[]'::json) as variants
        from ${viewAs(productView, 'p')} order by p.created_at, p.slug`,
    )) as unknown as { rows: SeedProduct[] }
  ).rows;
  if (products.length === 0) return created;

  // The reviews each product needs, each given to a reviewer (distinct reviewers per product).
  const planned: PlannedReview[] = [];
  for (const product of products) {
    if (!(product.average >= 1 && product.average <= 5) || product.total <= 0) continue;
    const rng = prng(hash(product.slug));
    const rates = ratesFor(product.average, Math.min(product.total, MAX_REVIEWS_PER_PRODUCT), rng);
    const offset = Math.floor(rng() * reviewers.length);
    rates.forEach((rate, i) => planned.push({ product, rate, authorIndex: (offset + i) % reviewers.length }));
  }

  if (planned.length < 3) return created;

  const rng = prng(20_261_124);
  const codes = new Set<string>();
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

  type Line = { product: SeedProduct; rate: Rate | null; quantity: number };
  type PlannedOrder = {
    user: { id: string; name: string; phone: string | null };
    lines: Line[];
    daysAgo: number;
  };
  const plannedOrders: PlannedOrder[] = [];

  // The demo customer wrote three of the reviews, each in a delivered order that also holds a product still to
  // review (so that writing a review can be tried); the products' star values stay the same.
  const theirs = [0, 1, 2].map((i) => planned[Math.floor((i * planned.length) / 3)]!);
  const toReview = [...products.filter((p) => !(p.average > 0)), ...products].filter(
    (p) => !theirs.some((r) => r.product.id === p.id),
  );
  theirs.forEach((review, i) => {
    const free = toReview[i]!;
    plannedOrders.push({
      user: customer,
      lines: [
        { product: review.product, rate: review.rate, quantity: 1 },
        { product: free, rate: null, quantity: 1 },
      ],
      daysAgo: 5 + i * 9,
    });
  });

  // The other reviews: each reviewer's lines grouped into orders of a few lines.
  const joinedDaysAgo = (at: Date) => Math.floor((now.getTime() - at.getTime()) / DAY_MS);
  reviewers.forEach((reviewer, index) => {
    const mine = planned.filter((r) => r.authorIndex === index && !theirs.includes(r));
    for (let i = 0; i < mine.length; i += LINES_PER_ORDER) {
      plannedOrders.push({
        user: reviewer,
        lines: mine
          .slice(i, i + LINES_PER_ORDER)
          .map((r) => ({ product: r.product, rate: r.rate, quantity: 1 + Math.floor(rng() * 2) })),
        // Spread over the time since the reviewer joined, more of them lately (the shop grows; ADMIN statistics).
        daysAgo: 8 + Math.floor(Math.pow(rng(), 1.4) * Math.max(1, joinedDaysAgo(reviewer.createdAt) - 12)),
      });
    }
  });

  const orderRows: NewOrder[] = [];
  const lineRows: NewOrderLine[] = [];
  const eventRows: NewOrderEvent[] = [];
  const reviewRows: NewReview[] = [];
  const admin = options.admin;
  // Delivered units count as sold, as delivering an order does (orders module addSold).
  const soldUnits = new Map<string, number>();

  for (const order of plannedOrders) {
    const orderId = randomUUID();
    const place = pick(rng, ADDRESSES);
    const placedAt = new Date(now.getTime() - order.daysAgo * DAY_MS - Math.floor(rng() * 10) * 3_600_000);
    const at = (days: number, hours = 0) => new Date(placedAt.getTime() + days * DAY_MS + hours * 3_600_000);
    const deliveredAt = at(3, 2);
    let subtotal = 0;
    let costTotal = 0;
    order.lines.forEach((line, position) => {
      const lineId = randomUUID();
      const variant = line.product.variants.length ? pick(rng, line.product.variants) : null;
      const lineTotal = line.product.price * line.quantity;
      subtotal += lineTotal;
      costTotal += line.product.cost * line.quantity;
      soldUnits.set(line.product.id, (soldUnits.get(line.product.id) ?? 0) + line.quantity);
      lineRows.push({
        id: lineId,
        orderId,
        productId: line.product.id,
        variantId: variant?.id ?? null,
        name: line.product.name,
        slug: line.product.slug,
        image: line.product.mainImage.url,
        colorName: variant?.name ?? null,
        colorCode: variant?.code ?? null,
        originalPrice: line.product.price,
        price: line.product.price,
        promoQty: 0,
        quantity: line.quantity,
        lineTotal,
        // The product's cost when the order was placed (ADR 0024).
        unitCost: line.product.cost,
        isReviewed: line.rate !== null,
        position,
      });
      if (line.rate === null) return;
      const reviewedAt = new Date(
        deliveredAt.getTime() + (1 + Math.floor(rng() * 5)) * DAY_MS + position * 60_000,
      );
      const low = line.rate <= 3;
      const replied = low ? rng() < 0.7 : rng() < 0.15;
      reviewRows.push({
        productId: line.product.id,
        userId: order.user.id,
        orderId,
        lineId,
        colorName: variant?.name ?? null,
        colorCode: variant?.code ?? null,
        rate: line.rate,
        comment: pick(rng, COMMENTS[line.rate]),
        images: [],
        display: true,
        replyContent: replied ? pick(rng, REPLIES[low ? 'low' : 'high']) : null,
        repliedAt: replied ? new Date(reviewedAt.getTime() + 5 * 3_600_000) : null,
        replyById: replied ? admin.id : null,
        replyByName: replied ? admin.name : null,
        createdAt: reviewedAt,
        updatedAt: replied ? new Date(reviewedAt.getTime() + 5 * 3_600_000) : reviewedAt,
      });
    });
    orderRows.push({
      id: orderId,
      code: newCode(),
      ...demoOrderBase(order.user, place, subtotal, costTotal),
      paymentMethod: 'COD',
      paymentStatus: 'paid',
      paidAt: deliveredAt,
      status: 'delivered',
      deliveredAt,
      createdAt: placedAt,
      updatedAt: deliveredAt,
    });
    const steps = [
      {
        prevStatus: null,
        status: 'pending',
        at: placedAt,
        by: { id: order.user.id, name: order.user.name, model: 'User' },
      },
      { prevStatus: 'pending', status: 'processing', at: at(0, 3), by: { ...admin, model: 'Admin' } },
      { prevStatus: 'processing', status: 'shipping', at: at(1, 1), by: { ...admin, model: 'Admin' } },
      { prevStatus: 'shipping', status: 'delivered', at: deliveredAt, by: { ...admin, model: 'Admin' } },
    ] as const;
    for (const step of steps) {
      eventRows.push({
        orderId,
        prevStatus: step.prevStatus,
        status: step.status,
        updatedById: step.by.id,
        updatedByName: step.by.name,
        updatedByModel: step.by.model,
        note: null,
        createdAt: step.at,
      });
    }
  }

  await db.transaction(async (tx) => {
    await ordersBulk(tx).insert({ orders: orderRows, lines: lineRows, events: eventRows });
    // Delivered: their units count as sold, as a delivery counts them.
    await stockRepository(tx).addSold(
      [...soldUnits].map(([productId, quantity]) => ({ productId, quantity })),
    );
    await importReviews(tx, reviewRows);
  });
  created.push(`orders: ${orderRows.length}`, `reviews: ${reviewRows.length}`);
  return created;
}
