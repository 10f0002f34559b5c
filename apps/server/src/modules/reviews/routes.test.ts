import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUCCESS,
  VALIDATION,
  defaultAvatarUrl,
  startOfLocalDay,
  toLocalDate,
  type Image,
  type Order,
  type Product,
  type Review,
  type ShippingAddress,
} from '@lumi/shared';
import { expectFailure, expectValidation } from '../../../test/assertions';
import {
  DEMO,
  answered,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { multipartBody, pngImage } from '../../../test/multipart';
import { users } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import { catalogFixtures, type Principals } from '../catalog/test-fixtures';
import { rowsOf } from '../../db/sql';

let t: TestApp;
let p: Principals;
let other: Principal;
let address: ShippingAddress;
/** Products made for this file: one single-stock, one with two colours, one for the statistics. */
let plain: Product;
let colored: Product;
let rated: Product;
/** The slug of their category, whose public listing is cached by the catalogue. */
let leafSlug: string;

type ReviewList = {
  data: Review[];
  pagination: { page: number; pageSize: number; totalPage: number; totalItems: number };
  averageRating: number;
  totalReviews: number;
  rateDistribution: Record<'1' | '2' | '3' | '4' | '5', number>;
};

async function q<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(t.database.db, query);
}

async function reviewCount(productId: string): Promise<number> {
  const [row] = await q<{ n: number }>(
    sql`select count(*)::int as n from reviews where product_id = ${productId}`,
  );
  return row?.n ?? 0;
}

async function storedRating(productId: string): Promise<{ avg: number; n: number }> {
  const [row] = await q<{ avg: number; n: number }>(
    sql`select average_rating::float8 as avg, total_reviews as n from products where id = ${productId}`,
  );
  if (!row) throw new Error('no product');
  return row;
}

async function makeUser(tag: string, name: string): Promise<Principal> {
  const tokens = createTokenService(t.config.secrets, t.clock);
  const [row] = await t.database.db
    .insert(users)
    .values({ name, email: `khach-${tag}@lumi.test`, passwordHash: 'x', isVerified: true })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return { kind: 'user', token: await tokens.sign('user', row.id, 0) };
}

async function placeOrder(who: Principal, lines: { productId: string; quantity: number; color?: unknown }[]) {
  const res = await injectAs(t.app, who, {
    method: 'POST',
    url: '/orders/cod',
    payload: { ...address, products: lines, note: null },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: Order }>().data;
}

/** An order placed by `who` and delivered by the ADMIN account. */
async function delivered(
  who: Principal,
  lines: { productId: string; quantity: number; color?: unknown }[],
): Promise<Order> {
  const order = await placeOrder(who, lines);
  const res = await injectAs(t.app, p.admin, {
    method: 'PUT',
    url: `/admin/orders/status/${order._id}`,
    payload: { status: 'delivered' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

function post(who: Principal, payload: Record<string, unknown>) {
  return injectAs(t.app, who, { method: 'POST', url: '/reviews', payload });
}

async function created(who: Principal, payload: Record<string, unknown>): Promise<Review> {
  const res = await post(who, { comment: 'Sản phẩm dùng rất thích, sẽ mua lại', rate: 5, ...payload });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json<{ message: string }>().message).toBe(SUCCESS.reviewCreated);
  return res.json<{ data: Review }>().data;
}

async function uploadAs(who: Principal): Promise<Image> {
  const body = await multipartBody(
    { purpose: 'review' },
    { data: await pngImage(24), filename: 'anh.png', type: 'image/png' },
  );
  const res = await injectAs(t.app, who, {
    method: 'POST',
    url: '/uploads',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { url, publicId } = res.json<{ data: Image }>().data;
  return { url, publicId };
}

async function orderDetail(who: Principal, id: string): Promise<Order> {
  const res = await injectAs(t.app, who, { method: 'GET', url: `/orders/detail/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Order }>().data;
}

async function productDetail(id: string): Promise<Product> {
  const res = await injectAs(t.app, null, { method: 'GET', url: `/products/detail/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Product }>().data;
}

/** The product as the (cached) public listing of its category shows it. */
async function listed(id: string): Promise<{ averageRating: number; totalReviews: number } | undefined> {
  const res = await injectAs(t.app, null, {
    method: 'GET',
    url: `/products/categories/${leafSlug}?pageSize=50`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json<{ data: { _id: string; averageRating: number; totalReviews: number }[] }>()
    .data.find((item) => item._id === id);
}

async function productReviews(id: string, query = ''): Promise<ReviewList> {
  const res = await injectAs(t.app, null, { method: 'GET', url: `/reviews/${id}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewList>();
}

async function adminReviews(who: Principal, query: string): Promise<Review[]> {
  const res = await injectAs(t.app, who, { method: 'GET', url: `/admin/reviews?pageSize=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Review[] }>().data;
}

function moderate(who: Principal, id: string, payload: Record<string, unknown>) {
  return injectAs(t.app, who, { method: 'PUT', url: `/admin/reviews/${id}`, payload });
}

beforeAll(async () => {
  t = await buildTestApp();
  p = await demoPrincipals(t.app);
  other = await makeUser('danh-gia-khac', 'Trần Thị Khác');
  const get = async <T>(url: string) =>
    (await injectAs(t.app, null, { method: 'GET', url })).json<{ data: T[] }>().data[0];
  const province = await get<{ id: number; name: string }>('/shipping/provinces');
  if (!province) throw new Error('no province');
  const district = await get<{ id: number; name: string }>(`/shipping/districts?province_id=${province.id}`);
  if (!district) throw new Error('no district');
  const ward = await get<{ id: string; name: string }>(`/shipping/wards?district_id=${district.id}`);
  if (!ward) throw new Error('no ward');
  address = {
    name: 'Vũ Ngọc Lan',
    phone: '0901234567',
    address: '12 Lý Thường Kiệt',
    province,
    district,
    ward,
  };

  const fx = catalogFixtures(t, p.admin, 'danhgia');
  const root = await fx.category('Chăm sóc da');
  const leaf = await fx.category('Kem dưỡng', root._id);
  leafSlug = leaf.slug;
  const brand = await fx.brand('Hoa Sứ');
  plain = await fx.product({ brand: brand._id, category: leaf._id, stock: 1000 });
  colored = await fx.product({
    brand: brand._id,
    category: leaf._id,
    name: 'Son kem lì Hoa Sứ danhgia',
    stock: undefined,
    variants: [
      { name: 'Đỏ gạch', code: '#B5442C', stock: 100 },
      { name: 'Hồng đất', code: '#C97B74', stock: 100 },
    ],
  });
  rated = await fx.product({
    brand: brand._id,
    category: leaf._id,
    name: 'Kem dưỡng ẩm Ngọc Trai danhgia',
    stock: 1000,
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('POST /reviews', () => {
  it('is open to customers only', async () => {
    expectFailure(await post(p.admin, { product: plain._id, rate: 5, comment: 'Tốt' }), 'AUTH_REQUIRED');
    expectFailure(
      await injectAs(t.app, null, {
        method: 'POST',
        url: '/reviews',
        payload: { product: plain._id, rate: 5, comment: 'Tốt' },
      }),
      'AUTH_REQUIRED',
    );
  });

  it('refuses an order that is not delivered, another customer’s order, a missing order and a product not in it', async () => {
    const pending = await placeOrder(p.user, [{ productId: plain._id, quantity: 1 }]);
    const body = { product: plain._id, rate: 4, comment: 'Dùng ổn' };
    expectFailure(await post(p.user, { ...body, order: pending._id }), 'REVIEW_NOT_ALLOWED');

    const order = await delivered(p.user, [{ productId: plain._id, quantity: 1 }]);
    expectFailure(await post(other, { ...body, order: order._id }), 'ORDER_NOT_FOUND');
    expectFailure(await post(p.user, body), 'REVIEW_NOT_ALLOWED');
    expectFailure(
      await post(p.user, { ...body, order: '7f1b3c1e-0000-4000-8000-000000000000' }),
      'ORDER_NOT_FOUND',
    );
    expectFailure(
      await post(p.user, { ...body, order: order._id, product: rated._id }),
      'REVIEW_NOT_ALLOWED',
    );
    expectFailure(
      await post(p.user, { ...body, order: order._id, line: pending.products[0]!._id }),
      'REVIEW_NOT_ALLOWED',
    );
    expect(await reviewCount(plain._id)).toBe(0);
  });

  it('reviews a delivered line once: marks it reviewed, updates the product rating; a second review is 409', async () => {
    const order = await delivered(p.user, [{ productId: plain._id, quantity: 2 }]);
    expect(await listed(plain._id)).toMatchObject({ averageRating: 0, totalReviews: 0 }); // now cached
    const review = await created(p.user, {
      order: order._id,
      product: plain._id,
      rate: 4,
      comment: '  Kem thấm nhanh, không bết dính  ',
    });
    expect(review).toMatchObject({
      product: { _id: plain._id, name: plain.name, slug: plain.slug, mainImage: plain.mainImage },
      user: {
        name: DEMO.customer.name,
        avatar: answered({ url: defaultAvatarUrl(DEMO.customer.name), publicId: null }),
      },
      order: order._id,
      color: null,
      rate: 4,
      comment: 'Kem thấm nhanh, không bết dính',
      images: [],
      display: true,
      reply: null,
    });
    expect((await orderDetail(p.user, order._id)).products[0]?.isReviewed).toBe(true);
    expect(await productDetail(plain._id)).toMatchObject({ averageRating: 4, totalReviews: 1 });
    expect(await listed(plain._id)).toMatchObject({ averageRating: 4, totalReviews: 1 });

    expectFailure(
      await post(p.user, { order: order._id, product: plain._id, rate: 5, comment: 'Lần hai' }),
      'REVIEW_EXISTS',
    );
    expectFailure(
      await post(p.user, {
        order: order._id,
        product: plain._id,
        line: order.products[0]!._id,
        rate: 5,
        comment: 'Lần ba',
      }),
      'REVIEW_EXISTS',
    );
    expect(await reviewCount(plain._id)).toBe(1);
  });

  it('accepts exactly one of concurrent reviews of the same line', async () => {
    const order = await delivered(p.user, [{ productId: plain._id, quantity: 1 }]);
    const line = order.products[0]!._id;
    const answers = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        post(p.user, { order: order._id, product: plain._id, line, rate: 5, comment: `Đánh giá ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(3);
    for (const a of refused) expectFailure(a, 'REVIEW_EXISTS');
    const [row] = await q<{ n: number }>(sql`select count(*)::int as n from reviews where line_id = ${line}`);
    expect(row?.n).toBe(1);
  });

  it('lets each line of one product (two colours) be reviewed, the first unreviewed line by default', async () => {
    const [red, pink] = colored.variants;
    const order = await delivered(p.user, [
      { productId: colored._id, quantity: 1, color: { name: red!.name, code: red!.code } },
      { productId: colored._id, quantity: 1, color: { name: pink!.name, code: pink!.code } },
    ]);
    expect(order.products).toHaveLength(2);
    const [first, second] = order.products;
    // The second line by its id first, then the default picks the remaining one.
    const bySecond = await created(p.user, {
      order: order._id,
      product: colored._id,
      line: second!._id,
      rate: 3,
    });
    expect(bySecond.color).toEqual(second!.color);
    const byDefault = await created(p.user, { order: order._id, product: colored._id, rate: 5 });
    expect(byDefault.color).toEqual(first!.color);
    expectFailure(
      await post(p.user, { order: order._id, product: colored._id, rate: 5, comment: 'Thêm nữa' }),
      'REVIEW_EXISTS',
    );
    expect((await orderDetail(p.user, order._id)).products.map((l) => l.isReviewed)).toEqual([true, true]);
    expect(await storedRating(colored._id)).toEqual({ avg: 4, n: 2 });
  });

  it('refuses bad input with the Vietnamese message and writes nothing', async () => {
    const order = await delivered(p.user, [{ productId: plain._id, quantity: 1 }]);
    const base = { order: order._id, product: plain._id, rate: 5, comment: 'Rất tốt' };
    const count = await reviewCount(plain._id);
    const images = await Promise.all([1, 2, 3, 4, 5].map(() => uploadAs(p.user)));

    expectValidation(await post(p.user, { ...base, rate: 6 }), 'rate', VALIDATION.ratingRequired);
    expectValidation(await post(p.user, { ...base, rate: 0 }), 'rate', VALIDATION.ratingRequired);
    expectValidation(await post(p.user, { ...base, images }), 'images', VALIDATION.reviewImagesMax);
    expectValidation(
      await post(p.user, { ...base, comment: '   ' }),
      'comment',
      VALIDATION.reviewCommentRequired,
    );
    expectValidation(
      await post(p.user, { ...base, comment: 'a'.repeat(1001) }),
      'comment',
      VALIDATION.reviewCommentMax,
    );
    // A photo uploaded by someone else is refused, and the author's own photo is given back.
    const foreign = await uploadAs(other);
    expectFailure(await post(p.user, { ...base, images: [images[0], foreign] }), 'UPLOAD_INVALID');

    expect(await reviewCount(plain._id)).toBe(count);
    expect((await orderDetail(p.user, order._id)).products[0]?.isReviewed).toBe(false);
    const attached = await q<{ n: number }>(
      sql`select count(*)::int as n from uploads where attached_at is not null
        and public_id in (${images[0]!.publicId}, ${foreign.publicId})`,
    );
    expect(attached[0]?.n).toBe(0);

    // With up to four of the author's own photos it is saved and the files become the review's.
    const review = await created(p.user, { ...base, images: images.slice(0, 4) });
    expect(review.images.map((i) => i.publicId)).toEqual(images.slice(0, 4).map((i) => i.publicId));
  });
});

describe('reading and moderating reviews', () => {
  let reviews: Review[];
  let customer: Principal;

  beforeAll(async () => {
    customer = await makeUser('danh-gia-thong-ke', 'Đặng Thùy Dương');
    const photo = await uploadAs(customer);
    const specs = [
      { rate: 5, comment: 'Dưỡng ẩm tốt, da mềm mịn cả ngày', images: [photo] },
      { rate: 5, comment: 'Mùi thơm nhẹ, thấm nhanh' },
      { rate: 4, comment: 'Hơi đặc nhưng dùng ổn' },
      { rate: 2, comment: 'Da mình bị bí, không hợp lắm' },
    ];
    reviews = [];
    for (const spec of specs) {
      t.clock.advance(1000);
      const order = await delivered(customer, [{ productId: rated._id, quantity: 1 }]);
      reviews.push(await created(customer, { order: order._id, product: rated._id, ...spec }));
    }
  });

  it('lists the visible reviews newest first with filters and statistics of all of them', async () => {
    const all = await productReviews(rated._id);
    expect(all.data.map((r) => r.comment)).toEqual([...reviews].reverse().map((r) => r.comment));
    expect(all).toMatchObject({
      averageRating: 4,
      totalReviews: 4,
      rateDistribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 2 },
      pagination: { page: 1, pageSize: 10, totalItems: 4, totalPage: 1 },
    });

    const fives = await productReviews(rated._id, '?rate=5');
    expect(fives.data.map((r) => r.rate)).toEqual([5, 5]);
    // The statistics describe every visible review, not the filtered page.
    expect(fives.totalReviews).toBe(4);
    expect(fives.pagination.totalItems).toBe(2);

    const withImage = await productReviews(rated._id, '?hasImage=true');
    expect(withImage.data.map((r) => r._id)).toEqual([reviews[0]!._id]);
    expect((await productReviews(rated._id, '?hasImage=false')).pagination.totalItems).toBe(3);
    expect((await productReviews(rated._id, '?hasComment=true')).pagination.totalItems).toBe(4);
    expect((await productReviews(rated._id, '?hasComment=false')).pagination.totalItems).toBe(0);
    expect((await productReviews(rated._id, '?hasComment=&rate=')).pagination.totalItems).toBe(4);

    const paged = await productReviews(rated._id, '?page=2&pageSize=3');
    expect(paged.pagination).toEqual({ page: 2, pageSize: 3, totalPage: 2, totalItems: 4 });
    expect(paged.data.map((r) => r._id)).toEqual([reviews[0]!._id]);

    expect(
      (await injectAs(t.app, null, { method: 'GET', url: `/reviews/${rated._id}?rate=6` })).statusCode,
    ).toBe(400);
    expectFailure(
      await injectAs(t.app, null, { method: 'GET', url: '/reviews/7f1b3c1e-0000-4000-8000-000000000000' }),
      'PRODUCT_NOT_FOUND',
    );
  });

  it('hides and shows (ADMIN and SUPPORT): the product rating and the public list follow', async () => {
    const low = reviews[3]!;
    expect(await listed(rated._id)).toMatchObject({ averageRating: 4, totalReviews: 4 }); // now cached
    const hidden = await moderate(p.support, low._id, { display: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json<{ message: string; data: Review }>()).toMatchObject({
      message: SUCCESS.reviewUpdated,
      data: { _id: low._id, display: false },
    });
    expect(await productDetail(rated._id)).toMatchObject({ averageRating: 4.7, totalReviews: 3 });
    expect(await listed(rated._id)).toMatchObject({ averageRating: 4.7, totalReviews: 3 });
    const visible = await productReviews(rated._id);
    expect(visible.data.map((r) => r._id)).not.toContain(low._id);
    expect(visible).toMatchObject({
      averageRating: 4.7,
      totalReviews: 3,
      rateDistribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
    // The moderation list still shows the hidden review.
    expect((await adminReviews(p.admin, 'productName=ngoc trai danhgia')).map((r) => r._id)).toContain(
      low._id,
    );

    expect((await moderate(p.admin, low._id, { display: true })).statusCode).toBe(200);
    expect(await storedRating(rated._id)).toEqual({ avg: 4, n: 4 });
  });

  it('replies as ADMIN only; SUPPORT may not reply; a null reply removes it', async () => {
    const target = reviews[2]!;
    expectFailure(await moderate(p.support, target._id, { reply: 'Cảm ơn bạn' }), 'FORBIDDEN');
    expectFailure(await moderate(p.support, target._id, { display: true, reply: null }), 'FORBIDDEN');
    expectFailure(await moderate(p.clinic, target._id, { display: true }), 'FORBIDDEN');
    expectFailure(await moderate(p.user, target._id, { display: true }), 'AUTH_REQUIRED');

    const replied = await moderate(p.admin, target._id, {
      reply: '  Cảm ơn bạn đã tin dùng, shop sẽ góp ý với nhà sản xuất ạ  ',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    const data = replied.json<{ data: Review }>().data;
    expect(data.reply).toMatchObject({
      content: 'Cảm ơn bạn đã tin dùng, shop sẽ góp ý với nhà sản xuất ạ',
      repliedAt: t.clock.now().toISOString(),
      by: { name: DEMO.admin.name },
    });
    expect(data.reply?.by._id).toMatch(/^[0-9a-f-]{36}$/);
    const shown = (await productReviews(rated._id)).data.find((r) => r._id === target._id);
    expect(shown?.reply?.content).toBe('Cảm ơn bạn đã tin dùng, shop sẽ góp ý với nhà sản xuất ạ');

    const removed = await moderate(p.admin, target._id, { reply: null });
    expect(removed.json<{ data: Review }>().data.reply).toBeNull();
    expectValidation(await moderate(p.admin, target._id, {}), '', VALIDATION.required);
    expectFailure(
      await moderate(p.admin, '7f1b3c1e-0000-4000-8000-000000000000', { display: false }),
      'REVIEW_NOT_FOUND',
    );
  });

  it('lists every review for ADMIN and SUPPORT with name, rate and date filters', async () => {
    expectFailure(await injectAs(t.app, p.clinic, { method: 'GET', url: '/admin/reviews' }), 'FORBIDDEN');
    expectFailure(await injectAs(t.app, p.user, { method: 'GET', url: '/admin/reviews' }), 'AUTH_REQUIRED');

    const mine = await adminReviews(p.support, 'customerName=DANG THUY duong');
    expect(mine.map((r) => r._id)).toEqual([...reviews].reverse().map((r) => r._id));
    expect(await adminReviews(p.admin, 'customerName=dang thuy duong&rate=5')).toHaveLength(2);
    expect(
      (await adminReviews(p.admin, 'productName=Kem dưỡng ẩm ngoc trai&customerName=Đặng')).map((r) => r._id),
    ).toEqual([...reviews].reverse().map((r) => r._id));
    expect(await adminReviews(p.admin, 'customerName=dang thuy duong&productName=son kem li')).toEqual([]);

    // A review written after local midnight belongs to the next day (Asia/Ho_Chi_Minh).
    const today = toLocalDate(t.clock.now());
    const nextMidnight = startOfLocalDay(today).getTime() + 86_400_000;
    t.clock.advance(nextMidnight - t.clock.now().getTime() + 30 * 60_000);
    const tomorrow = toLocalDate(t.clock.now());
    expect(tomorrow).not.toBe(today);
    const order = await delivered(customer, [{ productId: rated._id, quantity: 1 }]);
    const late = await created(customer, {
      order: order._id,
      product: rated._id,
      rate: 3,
      comment: 'Tạm được',
    });

    const name = 'customerName=dang thuy duong';
    expect((await adminReviews(p.admin, `${name}&fromDate=${tomorrow}`)).map((r) => r._id)).toEqual([
      late._id,
    ]);
    expect(await adminReviews(p.admin, `${name}&toDate=${today}`)).toHaveLength(4);
    expect(await adminReviews(p.admin, `${name}&fromDate=${today}&toDate=${tomorrow}`)).toHaveLength(5);

    const paged = await injectAs(t.app, p.admin, {
      method: 'GET',
      url: `/admin/reviews?${name}&pageSize=2&page=3`,
    });
    expect(paged.json<{ pagination: unknown }>().pagination).toEqual({
      page: 3,
      pageSize: 2,
      totalPage: 3,
      totalItems: 5,
    });
  });

  it('deletes (ADMIN only): photos removed, rating recomputed, the line may be reviewed again', async () => {
    const withPhoto = reviews[0]!;
    const publicId = withPhoto.images[0]!.publicId;
    expectFailure(
      await injectAs(t.app, p.support, { method: 'DELETE', url: `/admin/reviews/${withPhoto._id}` }),
      'FORBIDDEN',
    );
    const before = await storedRating(rated._id);
    const res = await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/reviews/${withPhoto._id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: SUCCESS.reviewDeleted,
      data: { _id: withPhoto._id },
    });
    expect(await q(sql`select 1 from uploads where public_id = ${publicId}`)).toEqual([]);
    const after = await storedRating(rated._id);
    expect(after.n).toBe(before.n - 1);
    const list = await productReviews(rated._id);
    expect(list.totalReviews).toBe(after.n);
    expect(list.averageRating).toBe(after.avg);
    expect(list.data.map((r) => r._id)).not.toContain(withPhoto._id);

    expect((await orderDetail(customer, withPhoto.order)).products[0]?.isReviewed).toBe(false);
    const again = await created(customer, {
      order: withPhoto.order,
      product: rated._id,
      rate: 1,
      comment: 'Viết lại',
    });
    expect(again.order).toBe(withPhoto.order);
    expectFailure(
      await injectAs(t.app, p.admin, { method: 'DELETE', url: `/admin/reviews/${withPhoto._id}` }),
      'REVIEW_NOT_FOUND',
    );
  });
});
