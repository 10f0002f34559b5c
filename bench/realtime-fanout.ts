// Issue 12 figure: fan-out of a pushed event over two server processes. Two built servers share one PostgreSQL
// database and one Redis (the socket.io Redis adapter); REALTIME_SOCKETS sockets (default 1,000) of the demo customer
// connect, split evenly between them; the ADMIN then moves orders of that customer through server 1, and every move
// pushes `order:status` to the customer's room. Prints the connection time, and the fan-out latency p50/p99 from the
// moment the status request is sent to each socket's receipt. Figures only: nothing is asserted.
// Usage: npm run bench (or: npx tsx bench/realtime-fanout.ts). Needs PostgreSQL (DATABASE_URL or 127.0.0.1:5432)
// and Redis (REDIS_URL or 127.0.0.1:6379). REALTIME_SOCKETS and REALTIME_ROUNDS change the sizes.
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { call, percentile } from './lib/http';
import { withFreshPostgres } from './lib/postgres';
import { startLumi, type RunningServer } from './lib/servers';

const SOCKETS = Number(process.env.REALTIME_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.REALTIME_ROUNDS ?? 21);
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Sockets opened at once while connecting (the handshake reads the account). */
const CONNECT_BATCH = 100;
const ROUND_TIMEOUT_MS = 15_000;

type OrderStatusEvent = { orderId: string; status: string };

function fmt(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

function connectOne(url: string, token: string): Promise<{ socket: Socket; ms: number }> {
  const t0 = performance.now();
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 20_000,
    auth: { token, kind: 'user' },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve({ socket, ms: performance.now() - t0 }));
    socket.once('connect_error', (error) => reject(error));
  });
}

async function run(env: Record<string, string>): Promise<void> {
  // One account's sockets are capped (ADR 0031, 5 by default): this figure is the fan-out to one room of many.
  const shared = {
    ...env,
    REDIS_URL,
    REALTIME_REDIS_PREFIX: `lumi:bench:${randomUUID()}:`,
    REALTIME_SOCKETS_PER_ACCOUNT: String(SOCKETS),
  };
  // One after the other: the first migrates and seeds, and writes the token secrets the second then reads.
  const servers: RunningServer[] = [];
  const sockets: Socket[] = [];
  try {
    servers.push(await startLumi(3931, shared, { dataDir: env.DATA_DIR }));
    servers.push(await startLumi(3932, shared, { dataDir: env.DATA_DIR }));
    const [one, two] = servers as [RunningServer, RunningServer];
    const api = `${one.url}/api/v1`;
    const admin = (await call(`${api}/admin/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ username: 'admin', password: 'lumi-admin-2026' }),
    })) as unknown as { accessToken: string };
    const customer = (await call(`${api}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: 'khachhang@lumi.vn', password: 'lumi-khach-2026' }),
    })) as unknown as { accessToken: string };

    // Orders to move: each goes pending → processing → shipping → delivered (three pushes).
    const products = await call<{ _id: string; variants: unknown[]; stock: number | null }[]>(
      `${api}/admin/products?pageSize=50`,
      { token: admin.accessToken },
    );
    const product = products.data.find((p) => p.variants.length === 0);
    if (!product) throw new Error('no demo product without colours');
    await call(`${api}/admin/products/${product._id}`, {
      method: 'PUT',
      token: admin.accessToken,
      body: JSON.stringify({ stock: 100_000 }),
    });
    const district = (await call<{ id: number }[]>(`${api}/shipping/districts?province_id=1`)).data[0];
    const ward = district
      ? (await call<{ id: string }[]>(`${api}/shipping/wards?district_id=${district.id}`)).data[0]
      : undefined;
    if (!district || !ward) throw new Error('no district or ward');
    const orders: string[] = [];
    for (let i = 0; i < Math.ceil(ROUNDS / 3); i++) {
      const placed = await call<{ _id: string }>(`${api}/orders/cod`, {
        method: 'POST',
        token: customer.accessToken,
        body: JSON.stringify({
          name: 'Khách hàng Lumi',
          phone: '0912345678',
          address: '1 Tràng Tiền',
          province: { id: 1 },
          district: { id: district.id },
          ward: { id: ward.id },
          products: [{ productId: product._id, quantity: 1 }],
        }),
      });
      if (!placed.success) throw new Error(`order refused: ${placed.message}`);
      orders.push(placed.data._id);
    }
    const moves = orders
      .flatMap((id) => (['processing', 'shipping', 'delivered'] as const).map((status) => ({ id, status })))
      .slice(0, ROUNDS);

    // Connect, half to each process.
    const connectMs: number[] = [];
    const connectStart = performance.now();
    for (let i = 0; i < SOCKETS; i += CONNECT_BATCH) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(CONNECT_BATCH, SOCKETS - i) }, (_, j) =>
          connectOne((i + j) % 2 === 0 ? one.url : two.url, customer.accessToken),
        ),
      );
      for (const { socket, ms } of batch) {
        sockets.push(socket);
        connectMs.push(ms);
      }
    }
    const connectWall = performance.now() - connectStart;

    // Each move: the time from sending the request to each socket's receipt of its order:status.
    const latencies: number[] = [];
    const spreads: number[] = [];
    let missed = 0;
    for (const move of moves) {
      const received: number[] = [];
      let t0 = 0;
      const done = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ROUND_TIMEOUT_MS);
        const onEvent = (e: OrderStatusEvent) => {
          if (e.orderId !== move.id || e.status !== move.status) return;
          received.push(performance.now() - t0);
          if (received.length === sockets.length) {
            clearTimeout(timer);
            resolve();
          }
        };
        for (const socket of sockets) socket.on('order:status', onEvent);
      });
      t0 = performance.now();
      const res = await call(`${api}/admin/orders/status/${move.id}`, {
        method: 'PUT',
        token: admin.accessToken,
        body: JSON.stringify({ status: move.status }),
      });
      if (!res.success) throw new Error(`status change refused: ${res.message}`);
      await done;
      for (const socket of sockets) socket.off('order:status');
      missed += sockets.length - received.length;
      latencies.push(...received);
      if (received.length > 0) spreads.push(Math.max(...received) - Math.min(...received));
    }

    console.log(
      `\nRealtime fan-out: ${SOCKETS} sockets of one customer over 2 server processes (PostgreSQL + Redis adapter)`,
    );
    console.log(`  connect, per socket    ${fmt(connectMs)}   (batches of ${CONNECT_BATCH})`);
    console.log(`  connect, all sockets   ${connectWall.toFixed(0)} ms`);
    console.log(
      `  order:status fan-out   ${fmt(latencies)}   (${moves.length} moves × ${SOCKETS} sockets, from the request sent)`,
    );
    console.log(`  first → last socket    ${fmt(spreads)}   (per move)`);
    console.log(`  deliveries missed      ${missed}`);
  } finally {
    for (const socket of sockets) socket.close();
    for (const server of servers.reverse()) await server.stop();
  }
}

export async function benchRealtimeFanout(): Promise<void> {
  await withFreshPostgres('realtime', (env) => run(env));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchRealtimeFanout();
}
