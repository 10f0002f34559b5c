import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_HEADERS, addLocalDays, toLocalDate, type DaySchedule, type SocketAck } from '@lumi/shared';
import { rowsOf } from '../src/db/sql';
import { hashPassword } from '../src/lib/password';
import {
  DEMO,
  DEMO_PATIENT,
  buildTestApp,
  demoAddress,
  demoPrincipals,
  injectAs,
  loginUser,
  type Principal,
  type TestApp,
} from './helpers';
import { multipartBody, pngImage } from './multipart';
import { startNginx, type NginxProxy } from './nginx-proxy';
import { eventually, recorder } from './realtime-client';
import { startTestBucket, type TestBucket } from './s3-server';
import { startSmtpSink } from './smtp-sink';
import { freePort, startServerProcess, type LaunchedServer } from './server-process';

/**
 * Issue 29 item 5 (docs/deploy.md, ADR 0055): three server processes on PostgreSQL, Redis and an S3 store behind
 * Debian's nginx with the deployment's own configuration. Customers — each from an address of their own, as
 * socket.io's stickiness is by client address — place orders, book slots and chat while one process is restarted
 * (SIGTERM, started again) and another is killed (SIGKILL). Nothing acknowledged is lost, no slot is taken twice,
 * the stock is exact, the only failed requests are the killed process's in-flight ones, and chat and notifications
 * reach the sockets that moved to another process.
 */

const CUSTOMERS = 24;
const STOCK = 150;
const PASSWORD = 'matkhau-cum-nginx-2030';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Live = {
  socket: Socket;
  events: ReturnType<typeof recorder>;
  /** When the socket lost its connection. */
  drops: number[];
};

/** A socket through nginx from `localAddress`, reconnecting as the web client does (also after a server's close). */
function liveSocket(origin: string, who: Principal, localAddress: string): Live {
  const agent = new HttpAgent({ keepAlive: true, localAddress });
  const options = {
    path: '/socket.io',
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 1_000,
    randomizationFactor: 0,
    timeout: 10_000,
    auth: { token: who.token, kind: who.kind },
    // Polling (engine.io's XMLHttpRequest) and the WebSocket both leave from this address.
    agent,
    localAddress,
  } as unknown as Partial<ManagerOptions & SocketOptions>;
  const socket = io(origin, options);
  const live: Live = { socket, events: recorder(socket), drops: [] };
  socket.on('disconnect', (reason) => {
    live.drops.push(Date.now());
    // A stopping process closes its sockets itself: socket.io leaves reconnecting to the client then.
    if (reason === 'io server disconnect') setTimeout(() => socket.connect(), 100);
  });
  return live;
}

async function connected(live: Live, timeoutMs = 15_000): Promise<void> {
  await eventually(() => live.socket.connected, timeoutMs);
}

/**
 * One request on a connection of its own. A client reusing a kept-alive connection may find it closed by nginx at
 * that instant (a reload ends the old workers' idle connections); browsers send such a request again by themselves,
 * Node's fetch reports it as a failure — a connection per request leaves only the server's answers to count.
 */
function request(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        let json: unknown = null;
        try {
          json = JSON.parse(text);
        } catch {
          // nginx's own pages are HTML.
        }
        resolve({ status: res.statusCode ?? 0, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

type ChatOutcome = { ok: true; data: { conversation: { _id: string } } } | { ok: false; code: string };

/**
 * `chat:send` until acknowledged, with one clientId (the server keeps one message per clientId): a send the killed
 * process never answered, or one a stopping process refused (SERVICE_STOPPING), is sent again once reconnected.
 */
async function sendChat(
  live: Live,
  payload: Record<string, unknown>,
  retries: { at: number; why: string }[],
) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await connected(live).catch(() => undefined);
    try {
      const ack = (await live.socket.timeout(5_000).emitWithAck('chat:send', payload)) as SocketAck;
      if (ack.ok) return ack as ChatOutcome;
      if (ack.code === 'RATE_LIMITED') {
        // 20 events per 10 s per account: a busy account waits its turn.
        await sleep(1_000);
        continue;
      }
      if (ack.code !== 'SERVICE_STOPPING') return ack as ChatOutcome;
      retries.push({ at: Date.now(), why: 'SERVICE_STOPPING' });
    } catch {
      retries.push({ at: Date.now(), why: 'no acknowledgement' });
    }
  }
  throw new Error('chat:send never acknowledged');
}

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'three processes behind nginx on PostgreSQL, Redis and S3',
  () => {
    let t: TestApp;
    let bucket: TestBucket;
    let mail: Awaited<ReturnType<typeof startSmtpSink>>;
    let proxy: NginxProxy;
    const ports: number[] = [];
    const servers: LaunchedServer[] = [];
    let common: Record<string, string>;

    beforeAll(async () => {
      t = await buildTestApp();
      bucket = await startTestBucket();
      mail = await startSmtpSink();
      ports.push(await freePort(), await freePort(), await freePort());
      const proxyPort = await freePort();
      common = {
        REDIS_URL: process.env.REDIS_URL as string,
        REALTIME_REDIS_PREFIX: `lumi:t:${randomUUID()}:`,
        ...bucket.env,
        SMTP_URL: mail.url,
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
        RATE_LIMIT_LOGIN_PER_15_MIN: '100000',
        RATE_LIMIT_LOGIN_PER_IP_PER_15_MIN: '100000',
        RATE_LIMIT_UPLOADS_PER_MINUTE: '100000',
        SHUTDOWN_DELAY_MS: '1000',
        SHUTDOWN_TIMEOUT_MS: '15000',
      };
      servers.push(
        ...(await Promise.all(ports.map((port) => startServerProcess(t, { ...common, PORT: String(port) })))),
      );
      proxy = await startNginx({ port: proxyPort, upstreamPorts: ports });
    }, 180_000);

    afterAll(async () => {
      await proxy?.stop();
      await Promise.all(servers.map((server) => server.stop()));
      await bucket?.close();
      await mail?.close();
      await t?.close();
    });

    it('loses nothing acknowledged through a restart and a kill under load; chat and notifications follow the sockets', async () => {
      const db = t.database.db;
      const api = (path: string) => `${proxy.origin}/api/v1${path}`;

      // ── the shop, the clinic and the people ──────────────────────────────────
      const [product] = await rowsOf<{ id: string }>(
        db,
        sql`select p.id from products p
          where p.stock is not null and p.enable
            and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
          order by p.slug limit 1`,
      );
      await db.execute(
        sql`update products set stock = ${STOCK}, expiry = date '2099-01-01' where id = ${product!.id}`,
      );
      const hash = await hashPassword(PASSWORD);
      const customers: { id: string; principal: Principal }[] = [];
      for (let n = 0; n < CUSTOMERS; n += 1) {
        const email = `nginx.${n}.${randomUUID()}@lumi.test`;
        const [row] = await rowsOf<{ id: string }>(
          db,
          sql`insert into users (name, email, password_hash, is_verified)
            values (${`Khách Cụm ${n + 1}`}, ${email}, ${hash}, true) returning id`,
        );
        customers.push({ id: row!.id, principal: await loginUser(t.app, email, PASSWORD) });
      }
      const staff = await demoPrincipals(t.app);
      const [support] = await rowsOf<{ id: string }>(
        db,
        sql`select id from admins where username = ${DEMO.support.username}`,
      );
      const [doctor] = await rowsOf<{ id: string }>(
        db,
        sql`select id from doctors where email = ${DEMO.doctor.email}`,
      );
      const address = await demoAddress(t.app);
      const slots: { date: string; startTime: string }[] = [];
      for (let n = 3; n < 30 && slots.length < 30; n += 1) {
        const date = addLocalDays(toLocalDate(new Date()), n);
        const res = await injectAs(t.app, null, {
          method: 'GET',
          url: `/doctors/schedule-booking/${doctor!.id}?date=${date}`,
        });
        const day = res.json<{ data: DaySchedule }>().data;
        for (const slot of day.timeSlots)
          if (slot.isAvailable) slots.push({ date, startTime: slot.startTime });
      }
      expect(slots.length).toBeGreaterThanOrEqual(20);

      // ── uploads live in the bucket: any process serves what another stored ──
      const form = await multipartBody(
        { purpose: 'chat' },
        { data: await pngImage(), filename: 'anh.png', type: 'image/png' },
      );
      const uploaded = await fetch(api('/uploads'), {
        method: 'POST',
        headers: { ...form.headers, [AUTH_HEADERS.user]: customers[0]!.principal.token },
        body: form.payload,
      });
      expect(uploaded.status).toBe(201);
      const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
      for (let n = 0; n < 3; n += 1) {
        const res = await fetch(`${proxy.origin}${new URL(url).pathname}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^image\//);
        await res.arrayBuffer();
      }
      const servedBy = new Set(
        (await proxy.accessLog()).filter((l) => l.uri.startsWith('/uploads/')).map((l) => l.upstreams.at(-1)),
      );
      expect(servedBy.size).toBeGreaterThanOrEqual(2);

      // ── sockets, each from its own address (nginx hashes the client address) ──
      const lives = customers.map((c, n) => liveSocket(proxy.origin, c.principal, `127.0.0.${20 + n}`));
      const supportLive = liveSocket(proxy.origin, staff.support, '127.0.0.19');
      await Promise.all([...lives, supportLive].map((live) => connected(live)));

      // ── the load ─────────────────────────────────────────────────────────────
      type Answer = { at: number; worker: number; what: string; status: number | 'network'; code?: string };
      const answers: Answer[] = [];
      const orders = new Map<string, number>();
      const bookings = new Set<string>();
      const chats = customers.map(() => new Set<string>());
      const chatRetries: { at: number; why: string }[] = [];
      let stopped = false;

      const call = async (
        worker: number,
        what: string,
        method: string,
        path: string,
        token: string,
        body: unknown,
      ) => {
        try {
          const res = await request(
            api(path),
            method,
            {
              'content-type': 'application/json',
              [AUTH_HEADERS[what === 'move' ? 'admin' : 'user']]: token,
            },
            JSON.stringify(body),
          );
          const json = res.json as { code?: string; data?: { _id: string } } | null;
          answers.push({
            at: Date.now(),
            worker,
            what,
            status: res.status,
            ...(json?.code ? { code: json.code } : {}),
          });
          return { status: res.status, data: json?.data };
        } catch {
          answers.push({ at: Date.now(), worker, what, status: 'network' });
          return null;
        }
      };

      const work = async (worker: number) => {
        const { principal } = customers[worker]!;
        for (let round = 0; !stopped; round += 1) {
          const quantity = 1 + ((worker + round) % 2);
          const order = await call(worker, 'order', 'POST', '/orders/cod', principal.token, {
            ...address,
            products: [{ productId: product!.id, quantity }],
            note: '',
          });
          if (order?.status === 201) orders.set(order.data!._id, quantity);
          const slot = slots[(worker * 7 + round * 3) % slots.length]!;
          const booking = await call(worker, 'booking', 'POST', '/bookings', principal.token, {
            doctor: doctor!.id,
            ...slot,
            customer: DEMO_PATIENT,
          });
          if (booking?.status === 201) bookings.add(booking.data!._id);
          const clientId = `nginx-${worker}-${round}`;
          const ack = await sendChat(
            lives[worker]!,
            {
              to: { _id: support!.id, kind: 'admin' },
              content: `Tin nhắn ${round} của khách ${worker + 1}`,
              clientId,
            },
            chatRetries,
          );
          if (ack.ok) chats[worker]!.add(clientId);
          await sleep(50);
        }
      };
      const load = Promise.all(customers.map((_, worker) => work(worker)));

      await sleep(4_000);
      // A rolling restart of the second process, as docs/deploy.md says: out of nginx, SIGTERM (it finishes what it
      // was doing and exits by itself), started again on its port, back into nginx once ready.
      const restartFrom = Date.now();
      await proxy.setDown(ports[1]!, true);
      const leaving = servers[1]!;
      leaving.child.kill('SIGTERM');
      expect(await leaving.exited).toEqual({ code: 0, signal: null });
      await leaving.stop();
      servers[1] = await startServerProcess(t, { ...common, PORT: String(ports[1]) });
      await proxy.setDown(ports[1]!, false);
      const restartTo = Date.now();
      await sleep(3_000);
      // The third process dies at once, with nginx still sending to it; a moment later it is started again in its
      // place (as a restart policy would), nginx unchanged: while it starts, it must fail nothing.
      const killAt = Date.now();
      servers[2]!.child.kill('SIGKILL');
      await servers[2]!.exited;
      await servers[2]!.stop();
      await sleep(3_000);
      const revivedFrom = Date.now();
      servers[2] = await startServerProcess(t, { ...common, PORT: String(ports[2]) });
      await sleep(4_000);
      stopped = true;
      await load;
      const loadEnd = Date.now();

      // ── the only failures: requests the killed process had in flight ─────────
      const failed = answers.filter((a) => a.status === 'network' || a.status >= 500);
      const inKillWindow = (at: number) => at >= killAt && at < revivedFrom;
      const nginxErrors = async () =>
        (await proxy.errorLog())
          .split('\n')
          .filter((line) => line.includes('[error]') && !line.includes('/socket.io/'))
          .slice(-20)
          .join('\n');
      expect(
        failed.filter((a) => !inKillWindow(a.at)),
        await nginxErrors(),
      ).toEqual([]);
      const failedWorkers = failed.map((a) => a.worker);
      expect(new Set(failedWorkers).size).toBe(failedWorkers.length);
      const log = await proxy.accessLog();
      const proxyFailures = log.filter((l) => l.status >= 500);
      for (const line of proxyFailures) {
        expect(line.upstreams.at(-1)).toBe(`127.0.0.1:${ports[2]}`);
        expect(inKillWindow(line.at)).toBe(true);
      }
      // The load ran through both events, on every process that was up.
      const during = (from: number, to: number) =>
        answers.filter((a) => a.at >= from && a.at <= to && typeof a.status === 'number' && a.status < 500)
          .length;
      expect(during(restartFrom, restartTo)).toBeGreaterThan(0);
      expect(during(killAt, revivedFrom)).toBeGreaterThan(0);
      expect(during(revivedFrom, loadEnd)).toBeGreaterThan(0);
      const upstreamsUsed = new Set(log.map((l) => l.upstreams.at(-1)));
      for (const port of ports) expect(upstreamsUsed).toContain(`127.0.0.1:${port}`);
      // Sockets were on both processes that went away, and came back.
      expect(lives.some((live) => live.drops.some((at) => at >= restartFrom && at <= restartTo))).toBe(true);
      expect(lives.some((live) => live.drops.some((at) => inKillWindow(at)))).toBe(true);

      // ── nothing acknowledged lost; stock exact; no slot twice ─────────────────
      expect(orders.size).toBeGreaterThan(0);
      const storedOrders = await rowsOf<{ id: string; quantity: number }>(
        db,
        sql`select o.id, l.quantity from orders o join order_lines l on l.order_id = o.id
          where l.product_id = ${product!.id} and o.status <> 'cancelled'
            and o.user_id in (${sql.join(
              customers.map((c) => sql`${c.id}`),
              sql`, `,
            )})`,
      );
      const stored = new Map(storedOrders.map((o) => [o.id, o.quantity]));
      for (const [id, quantity] of orders) expect(stored.get(id)).toBe(quantity);
      const [stock] = await rowsOf<{ stock: number }>(
        db,
        sql`select stock from products where id = ${product!.id}`,
      );
      const sold = storedOrders.reduce((sum, o) => sum + o.quantity, 0);
      expect(stock!.stock + sold).toBe(STOCK);
      expect(stock!.stock).toBeGreaterThanOrEqual(0);

      expect(bookings.size).toBeGreaterThan(0);
      const storedBookings = new Set(
        (await rowsOf<{ id: string }>(db, sql`select id from bookings where doctor_id = ${doctor!.id}`)).map(
          (b) => b.id,
        ),
      );
      for (const id of bookings) expect(storedBookings.has(id)).toBe(true);
      const twice = await rowsOf<{ start_at: string; n: number }>(
        db,
        sql`select start_at, count(*)::int as n from bookings
          where doctor_id = ${doctor!.id} and status in ('pending', 'confirmed')
          group by start_at having count(*) > 1`,
      );
      expect(twice).toEqual([]);

      for (const [worker, sent] of chats.entries()) {
        const rows = await rowsOf<{ client_id: string; n: number }>(
          db,
          sql`select client_id, count(*)::int as n from messages
            where sender_id = ${customers[worker]!.id} group by client_id`,
        );
        const storedChats = new Map(rows.map((r) => [r.client_id, r.n]));
        for (const clientId of sent) expect(storedChats.get(clientId)).toBe(1);
      }

      // ── chat and notifications reach the sockets wherever they are now ─────────
      await Promise.all([...lives, supportLive].map((live) => connected(live, 20_000)));
      const conversations = await Promise.all(
        customers.map(async (_, worker) => {
          const ack = await sendChat(
            lives[worker]!,
            {
              to: { _id: support!.id, kind: 'admin' },
              content: `Cuối cùng từ khách ${worker + 1}`,
              clientId: `nginx-${worker}-end`,
            },
            chatRetries,
          );
          if (!ack.ok) throw new Error(`chat:send refused: ${ack.code}`);
          return ack.data.conversation._id;
        }),
      );
      await Promise.all(
        customers.map((_, worker) =>
          supportLive.events.next(
            'chat:message',
            (e) => e.message.content === `Cuối cùng từ khách ${worker + 1}`,
            10_000,
          ),
        ),
      );
      await Promise.all(
        conversations.map((conversationId, worker) =>
          sendChat(
            supportLive,
            { conversationId, content: `Chào khách ${worker + 1}`, clientId: `nginx-reply-${worker}` },
            chatRetries,
          ),
        ),
      );
      await Promise.all(
        lives.map((live, worker) =>
          live.events.next('chat:message', (e) => e.message.content === `Chào khách ${worker + 1}`, 10_000),
        ),
      );
      // An order moved by the shop reaches its customer's bell, wherever their socket now is.
      const byCustomer = await rowsOf<{ id: string; user_id: string }>(
        db,
        sql`select distinct on (user_id) id, user_id from orders
          where status = 'pending' and user_id in (${sql.join(
            customers.map((c) => sql`${c.id}`),
            sql`, `,
          )}) order by user_id, created_at`,
      );
      expect(byCustomer.length).toBeGreaterThan(0);
      for (const order of byCustomer) {
        const moved = await call(-1, 'move', 'PUT', `/admin/orders/status/${order.id}`, staff.admin.token, {
          status: 'processing',
        });
        expect(moved?.status).toBe(200);
      }
      await Promise.all(
        byCustomer.map((order) => {
          const live = lives[customers.findIndex((c) => c.id === order.user_id)]!;
          return live.events.next(
            'notification:new',
            (e) => e.notification.metadata.orderId === order.id,
            10_000,
          );
        }),
      );

      // The mail catcher got the booking mails, sent by whichever process's job worker took them.
      await eventually(
        () => mail.messages.some((m) => m.to.includes(DEMO_PATIENT.email.toLowerCase())),
        20_000,
      );

      for (const live of [...lives, supportLive]) live.socket.close();
      console.info(
        `behind nginx: ${answers.length} answers (${orders.size} orders, ${bookings.size} bookings, ` +
          `${chats.reduce((n, s) => n + s.size, 0)} messages), ${failed.length} failed at the kill, ` +
          `${chatRetries.length} chat sends again, ${lives.filter((l) => l.drops.length > 0).length}/${CUSTOMERS} sockets reconnected`,
      );
    }, 240_000);
  },
);
