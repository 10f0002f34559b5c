// What the order benches share: signing in, picking demo products and setting their stock through the admin API,
// a delivery address from the shipping data, and sending COD orders with their answers timed.
import { newCustomers } from './customers';
import { call, percentile, type Envelope } from './http';

export const DEMO_CUSTOMER = { email: 'khachhang@lumi.vn', password: 'lumi-khach-2026' };

/** The demo ADMIN's token. */
export async function adminToken(api: string): Promise<string> {
  const login = await call(`${api}/admin/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'lumi-admin-2026' }),
  });
  if (!login.accessToken) throw new Error(`admin login refused: ${login.message}`);
  return login.accessToken;
}

/** A customer's token (the demo customer by default). */
export async function customerToken(api: string, account = DEMO_CUSTOMER): Promise<string> {
  const login = await call(`${api}/auth/login`, { method: 'POST', body: JSON.stringify(account) });
  if (!login.accessToken) throw new Error(`login of ${account.email} refused: ${login.message}`);
  return login.accessToken;
}

export type BenchProduct = { _id: string; name: string };

/**
 * `count` demo products that any customer can order by the unit: enabled, not expired, without colours and
 * without a running promotion (whose unit counter would be a second shared row).
 */
export async function orderableProducts(api: string, token: string, count: number): Promise<BenchProduct[]> {
  type Row = BenchProduct & {
    enable: boolean;
    isExpired: boolean;
    variants: unknown[];
    promotion: unknown;
  };
  const found: BenchProduct[] = [];
  for (let page = 1; found.length < count; page++) {
    const list = await call<Row[]>(`${api}/admin/products?pageSize=100&page=${page}`, { token });
    if (!list.success) throw new Error(`product list refused: ${list.message}`);
    for (const p of list.data)
      if (p.enable && !p.isExpired && p.variants.length === 0 && !p.promotion)
        found.push({ _id: p._id, name: p.name });
    if (list.data.length < 100) break;
  }
  if (found.length < count) throw new Error(`only ${found.length} orderable demo products, ${count} wanted`);
  return found.slice(0, count);
}

/** Sets a product's stock through the admin API. */
export async function setStock(api: string, token: string, productId: string, stock: number): Promise<void> {
  const updated = await call(`${api}/admin/products/${productId}`, {
    method: 'PUT',
    token,
    body: JSON.stringify({ stock }),
  });
  if (!updated.success) throw new Error(`stock update refused: ${updated.message}`);
}

/** The product's stock as the public detail shows it. */
export async function stockOf(api: string, productId: string): Promise<number | null> {
  const detail = await call<{ stock: number | null; totalQuantity: number }>(
    `${api}/products/detail/${productId}`,
  );
  return detail.data.stock ?? detail.data.totalQuantity;
}

export type Address = { district: { id: number }; ward: { id: string } };

/** A real district and ward of Hà Nội (province 1) from the shipping data. */
export async function hanoiAddress(api: string): Promise<Address> {
  const districts = await call<{ id: number }[]>(`${api}/shipping/districts?province_id=1`);
  const district = districts.data[0];
  if (!district) throw new Error('no district');
  const wards = await call<{ id: string }[]>(`${api}/shipping/wards?district_id=${district.id}`);
  const ward = wards.data[0];
  if (!ward) throw new Error('no ward');
  return { district: { id: district.id }, ward: { id: ward.id } };
}

/** The body of `POST /orders/cod` for one unit of a product. */
export function codOrder(address: Address, productId: string): string {
  return JSON.stringify({
    name: 'Khách hàng Lumi',
    phone: '0912345678',
    address: '1 Tràng Tiền',
    province: { id: 1 },
    ...address,
    products: [{ productId, quantity: 1 }],
  });
}

/** One answer of the API: the status, the error code when any, and the time from sending to the parsed body. */
export type Answer = { key: string; ok: boolean; ms: number };

export async function placeCod(api: string, token: string, body: string): Promise<Answer> {
  const t0 = performance.now();
  const res = await fetch(`${api}/orders/cod`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  const answer = (await res.json()) as Envelope<unknown>;
  return {
    key: `${res.status}${answer.code ? ` ${answer.code}` : ''}`,
    ok: res.status === 201,
    ms: performance.now() - t0,
  };
}

/** How many answers of each kind ("201", "409 OUT_OF_STOCK", …), the successful ones first. */
export function tally(answers: Answer[]): [string, number][] {
  const codes = new Map<string, number>();
  for (const a of answers) codes.set(a.key, (codes.get(a.key) ?? 0) + 1);
  return [...codes].sort(([a], [b]) => (a === '201' ? -1 : b === '201' ? 1 : a.localeCompare(b)));
}

export type Latency = { p50: number; p99: number; max: number; n: number };

export function latency(answers: Answer[]): Latency {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: ms.at(-1) ?? 0, n: ms.length };
}

export function formatLatency(l: Latency): string {
  return `p50 ${l.p50.toFixed(0)} ms   p99 ${l.p99.toFixed(0)} ms   max ${l.max.toFixed(0)} ms`;
}

export type Contention = {
  product: BenchProduct;
  answers: Answer[];
  wallMs: number;
  finalStock: number | null;
};

/**
 * `orders` COD orders of one unit of one product whose stock was set to `stock`, by the demo customer, all sent at
 * once. The row of that product is what every order waits on. `warm`: as buyers waiting on the product's page for
 * the sale to open, each has its connection open already (one read of the product each, all at once, just before):
 * what is timed is the orders, not opening 2,000 connections in one instant.
 */
export async function oneProductContention(
  api: string,
  orders: number,
  stock: number,
  options: { warm?: boolean } = {},
): Promise<Contention> {
  const admin = await adminToken(api);
  const customer = await customerToken(api);
  const [product] = await orderableProducts(api, admin, 1);
  if (!product) throw new Error('no orderable demo product');
  await setStock(api, admin, product._id, stock);
  const body = codOrder(await hanoiAddress(api), product._id);
  if (options.warm) await openConnections(`${api}/products/detail/${product._id}`, orders);

  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: orders }, () => placeCod(api, customer, body)));
  const wallMs = performance.now() - started;
  return { product, answers, wallMs, finalStock: await stockOf(api, product._id) };
}

/** `count` connections to the server left open (kept alive by fetch's pool): `count` reads of `url` at once. */
export async function openConnections(url: string, count: number): Promise<void> {
  await Promise.all(Array.from({ length: count }, () => fetch(url).then((res) => res.arrayBuffer())));
}

/** `count` reads of `url` all at once, each timed: the same burst as the orders', on any server. */
export async function burst(url: string, count: number): Promise<Answer[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      return { key: String(res.status), ok: res.ok, ms: performance.now() - t0 };
    }),
  );
}

export type FreePath = { answers: Answer[]; wallMs: number; products: number; customers: number };

/**
 * The product-free path: `workers` customers, each with a product of their own (stock far above what they order),
 * each placing orders one after the other until `orders` were sent in all. At most one order per product row is in
 * flight at any moment, so no order waits on another's row lock: what is measured is the order path itself.
 */
export async function productFreePath(
  base: string,
  api: string,
  orders: number,
  workers: number,
): Promise<FreePath> {
  const admin = await adminToken(api);
  const products = await orderableProducts(api, admin, workers);
  for (const p of products) await setStock(api, admin, p._id, Math.ceil(orders / workers) + 10);
  const tokens = await newCustomers(base, api, workers, Date.now().toString(36));
  const address = await hanoiAddress(api);

  const answers: Answer[] = [];
  const started = performance.now();
  await Promise.all(
    products.map(async (product, i) => {
      const body = codOrder(address, product._id);
      const token = tokens[i]!;
      // The orders split evenly: worker i sends its share (the first `orders % workers` send one more).
      const share = Math.floor(orders / workers) + (i < orders % workers ? 1 : 0);
      for (let k = 0; k < share; k++) answers.push(await placeCod(api, token, body));
    }),
  );
  return {
    answers,
    wallMs: performance.now() - started,
    products: products.length,
    customers: tokens.length,
  };
}
