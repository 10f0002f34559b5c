import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, Message, Order, SocketAck } from '@lumi/shared';
import { rowsOf } from '../src/db/sql';
import { buildTestApp, demoAddress, demoPrincipals, injectAs, type Principal, type TestApp } from './helpers';
import { connect, emitWithAck, listen, recorder } from './realtime-client';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Two server processes for real (issue 12): this test's app and a child `node` process running the server's
 * `main.ts`, on one PostgreSQL database (a clone of the run's template) and one Redis, sharing a key and channel
 * prefix unique to the run. Only PostgreSQL can be shared between processes, so this runs with DATABASE_URL (CI
 * runs the server suite once more on PostgreSQL with Redis).
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.runIf(process.env.DATABASE_URL)(
  'a second server process (a child process on the same PostgreSQL and Redis)',
  () => {
    let t: TestApp;
    let second: ServerProcess | undefined;
    let one: string;
    let two: string;
    let who: Awaited<ReturnType<typeof demoPrincipals>>;
    const open: Socket[] = [];

    async function socketOn(origin: string, principal: Principal): Promise<Socket> {
      const socket = await connect(origin, principal);
      open.push(socket);
      return socket;
    }

    beforeAll(async () => {
      const prefix = `lumi:t:${randomUUID()}:`;
      t = await buildTestApp({ env: { REDIS_URL, REALTIME_REDIS_PREFIX: prefix } });
      one = await listen(t.app);
      who = await demoPrincipals(t.app);
      second = await startServerProcess(t, { REDIS_URL, REALTIME_REDIS_PREFIX: prefix });
      two = second.origin;
    }, 120_000);

    afterEach(() => {
      for (const socket of open.splice(0)) socket.close();
    });

    afterAll(async () => {
      await second?.stop();
      await t?.close();
    });

    it('an order moved through this process reaches the customer connected to the other', async () => {
      const customer = recorder(await socketOn(two, who.user));
      const [product] = await rowsOf<{ id: string }>(
        t.database.db,
        sql`select p.id from products p
        where p.stock is not null and p.enable
          and not exists (select 1 from promotion_items pi where pi.product_id = p.id)
        order by p.slug desc limit 1`,
      );
      await t.database.db.execute(
        sql`update products set stock = 100000, expiry = date '2099-01-01' where id = ${product!.id}`,
      );
      const address = await demoAddress(t.app);
      const placed = await injectAs(t.app, who.user, {
        method: 'POST',
        url: '/orders/cod',
        payload: { ...address, products: [{ productId: product!.id, quantity: 1 }], note: '' },
      });
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json<{ data: Order }>().data;
      const moved = await injectAs(t.app, who.admin, {
        method: 'PUT',
        url: `/admin/orders/status/${order._id}`,
        payload: { status: 'processing' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(
        await customer.next('order:status', (e) => e.orderId === order._id && e.status === 'processing'),
      ).toMatchObject({ prevStatus: 'pending' });
      await customer.next('notification:new', (e) => e.notification.metadata.orderId === order._id);
    });

    it('a chat message sent through one process reaches the other side on the other, and the reply comes back', async () => {
      const customerSocket = await socketOn(one, who.user);
      const support = recorder(await socketOn(two, who.support));
      const customer = recorder(customerSocket);
      const supportId = (
        await injectAs(t.app, who.support, { method: 'GET', url: '/admin/auth/account' })
      ).json<{
        data: { _id: string };
      }>().data._id;
      const text = `Xin chào từ tiến trình 1 (${randomUUID().slice(0, 8)})`;
      const sent = (await emitWithAck(customerSocket, 'chat:send', {
        to: { _id: supportId, kind: 'admin' },
        content: text,
      })) as SocketAck<{ conversation: Conversation; message: Message }>;
      expect(sent.ok, JSON.stringify(sent)).toBe(true);
      const conversationId = sent.ok ? sent.data!.conversation._id : '';
      const received = await support.next('chat:message', (e) => e.message.content === text);
      // The support agent had a socket (on the other process) when it was sent.
      expect(received.message.status).toBe('delivered');
      const supportSocket = open[open.length - 1]!;
      const reply = await emitWithAck(supportSocket, 'chat:send', {
        conversationId,
        content: 'Chào bạn, Lumi nghe đây',
      });
      expect(reply.ok, JSON.stringify(reply)).toBe(true);
      await customer.next('chat:message', (e) => e.message.content === 'Chào bạn, Lumi nghe đây');
    });
  },
);
