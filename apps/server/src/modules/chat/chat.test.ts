import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_CONTENT_MAX,
  type ChatContact,
  type Conversation,
  type Message,
  type PrincipalKind,
  type ServerEventName,
  type ServerEvents,
  type SocketAck,
} from '@lumi/shared';
import { admins, bookings, conversations, doctors, messages, uploads, users } from '../../db/schema';
import { createTokenService } from '../../lib/tokens';
import { nullHub } from '../../realtime/null-hub';
import { multipartBody, pngImage, webmFile } from '../../../test/multipart';
import { expectFailure } from '../../../test/assertions';
import { connect, emitWithAck, listen, recorder } from '../../../test/realtime-client';
import {
  DEMO,
  buildTestApp,
  demoPrincipals,
  injectAs,
  type Principal,
  type TestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import { createChatService } from './service';

/** The chat against the whole server: REST over HTTP, events over real socket.io connections (api-contract §4.10, §5). */
describe('chat', () => {
  let t: TestApp;
  let base: string;
  let p: Awaited<ReturnType<typeof demoPrincipals>>;
  let sign: (kind: PrincipalKind, id: string) => Promise<string>;
  const sockets: Socket[] = [];
  let seq = 0;

  let doctorId: string;
  let doctor2Id: string;
  let clinicId: string;
  let adminId: string;
  let supportId: string;
  let clinicAdminId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
    p = await demoPrincipals(t.app);
    const tokens = createTokenService(t.config.secrets, t.clock);
    sign = (kind, id) => tokens.sign(kind, id, 0);
    const db = t.database.db;
    const [an] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    const [binh] = await db.select().from(doctors).where(eq(doctors.email, DEMO.doctor2.email));
    doctorId = an!.id;
    doctor2Id = binh!.id;
    clinicId = an!.clinicId;
    const adminRows = await db.select().from(admins);
    adminId = adminRows.find((a) => a.username === DEMO.admin.username)!.id;
    supportId = adminRows.find((a) => a.username === DEMO.support.username)!.id;
    clinicAdminId = adminRows.find((a) => a.username === DEMO.clinicAdmin.username)!.id;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await t.close();
  });

  // ── helpers ────────────────────────────────────────────────────────────────

  type Person = { id: string; principal: Principal; name: string };

  async function newCustomer(name = `Khách Hàng ${++seq}`): Promise<Person> {
    const [row] = await t.database.db
      .insert(users)
      .values({ name, email: `khach.${randomUUID()}@example.com`, passwordHash: 'x', isVerified: true })
      .returning();
    return { id: row!.id, name, principal: { kind: 'user', token: await sign('user', row!.id) } };
  }

  async function newStaff(
    role: 'ADMIN' | 'SUPPORT' | 'CLINIC',
    name = `Nhân Viên ${++seq}`,
    isActive = true,
  ): Promise<Person> {
    const [row] = await t.database.db
      .insert(admins)
      .values({ name, username: `nv.${randomUUID()}`, passwordHash: 'x', role, isActive })
      .returning();
    return { id: row!.id, name, principal: { kind: 'admin', token: await sign('admin', row!.id) } };
  }

  let bookingSeq = 0;
  /** A booking of the customer with the doctor, far from the demo's (the overlap rule ignores these statuses). */
  async function book(userId: string, doctor: string, status: 'completed' | 'cancelled' | 'confirmed') {
    const start = new Date(Date.UTC(2030, 0, 1) + ++bookingSeq * 3_600_000);
    await t.database.db.insert(bookings).values({
      code: `BK${String(bookingSeq).padStart(2, '0')}${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`,
      userId,
      doctorId: doctor,
      clinicId,
      startAt: start,
      endAt: new Date(start.getTime() + 1_800_000),
      status,
      price: 300000,
      patientName: 'Bệnh Nhân',
      patientPhone: '0901234567',
      patientEmail: 'benh.nhan@example.com',
      patientGender: 'female',
      patientDateOfBirth: '1995-05-05',
      patientAddress: 'Hà Nội',
      ...(status === 'cancelled' ? { cancelReason: 'Bận việc', cancelledBy: 'User' as const } : {}),
    });
  }

  /** Every socket's received events (test/realtime-client's recorder), from its connection on. */
  const recorders = new WeakMap<Socket, ReturnType<typeof recorder>>();
  async function connectAs(who: Principal): Promise<Socket> {
    const socket = await connect(base, who);
    sockets.push(socket);
    recorders.set(socket, recorder(socket));
    return socket;
  }
  const eventsOf = (socket: Socket) => recorders.get(socket)!;

  async function send<T = unknown>(socket: Socket, event: string, payload: unknown): Promise<SocketAck<T>> {
    return (await emitWithAck(socket, event, payload)) as SocketAck<T>;
  }

  async function sendOk(
    socket: Socket,
    payload: unknown,
  ): Promise<{ conversation: Conversation; message: Message }> {
    const ack = await send<{ conversation: Conversation; message: Message }>(socket, 'chat:send', payload);
    if (!ack.ok) throw new Error(`chat:send refused: ${ack.code} ${ack.message}`);
    return ack.data!;
  }

  /** The first `event` the socket received (or receives within `ms`) that passes `match`. */
  function next<E extends ServerEventName>(
    socket: Socket,
    event: E,
    match: (payload: ServerEvents[E]) => boolean = () => true,
    ms = 5000,
  ): Promise<ServerEvents[E]> {
    return eventsOf(socket).next(event, match, ms);
  }

  /** A real upload (POST /uploads) of a small PNG. */
  async function upload(who: Principal, purpose: string): Promise<{ url: string; publicId: string }> {
    const body = await multipartBody(
      { purpose },
      { data: await pngImage(), filename: 'anh.png', type: 'image/png' },
    );
    const res = await injectAs(t.app, who, { method: 'POST', url: '/uploads', ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { url: string; publicId: string } }>().data;
  }

  /** Lets in-flight events arrive (for "nothing was received" checks). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

  const get = (who: Principal, url: string) => injectAs(t.app, who, { method: 'GET', url });
  const put = (who: Principal, url: string, payload?: object) =>
    injectAs(t.app, who, { method: 'PUT', url, ...(payload ? { payload } : {}) });

  async function conversationsOf(who: Principal, query = ''): Promise<Conversation[]> {
    const res = await get(who, `/chat/conversations${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Conversation[] }>().data;
  }

  async function messagesOf(who: Principal, conversationId: string, query = '') {
    const res = await get(who, `/chat/conversations/${conversationId}/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ data: Message[]; pagination: { totalItems: number; totalPage: number } }>();
  }

  // ── access ─────────────────────────────────────────────────────────────────

  describe('who may chat', () => {
    it('CLINIC accounts get 403 on every chat route; the contacts are a customer route', async () => {
      const id = randomUUID();
      for (const res of [
        await get(p.clinic, '/chat/conversations'),
        await get(p.clinic, `/chat/conversations/${id}/messages`),
        await put(p.clinic, `/chat/conversations/${id}/seen`),
        await put(p.clinic, `/chat/conversations/${id}/assign`, { adminId }),
        await put(p.clinic, `/chat/conversations/${id}/status`, { isActive: false }),
      ])
        expectFailure(res, 'FORBIDDEN');
      expectFailure(await get(p.clinic, '/chat/contacts?type=support'), 'AUTH_REQUIRED');
      expectFailure(await get(p.doctor, '/chat/contacts?type=support'), 'AUTH_REQUIRED');
      expectFailure(
        await injectAs(t.app, null, { method: 'GET', url: '/chat/conversations' }),
        'AUTH_REQUIRED',
      );
    });

    it('refuses chat events of a CLINIC socket', async () => {
      const clinic = await connectAs(p.clinic);
      const ack = await send(clinic, 'chat:send', {
        to: { _id: supportId, kind: 'admin' },
        content: 'Xin chào',
      });
      expect(ack).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    });

    it('lets a customer open a support conversation only with an active ADMIN or SUPPORT account', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const inactive = await newStaff('SUPPORT', 'Nhân Viên Nghỉ', false);
      for (const to of [
        { _id: clinicAdminId, kind: 'admin' },
        { _id: inactive.id, kind: 'admin' },
        { _id: randomUUID(), kind: 'admin' },
      ])
        expect(await send(socket, 'chat:send', { to, content: 'Xin chào' })).toMatchObject({
          ok: false,
          code: 'FORBIDDEN',
          message: 'Bạn không có quyền thực hiện thao tác này',
        });
      const { conversation, message } = await sendOk(socket, {
        to: { _id: supportId, kind: 'admin' },
        content: 'Cho mình hỏi về đơn hàng',
      });
      expect(conversation).toMatchObject({
        type: 'User_Admin',
        sender: { _id: customer.id, kind: 'user', name: customer.name },
        receiver: { _id: supportId, kind: 'admin', name: DEMO.support.name, role: 'SUPPORT' },
        isActive: true,
        unreadCount: 0,
        lastMessage: {
          _id: message._id,
          sender: customer.id,
          content: 'Cho mình hỏi về đơn hàng',
          isRead: false,
        },
      });
      expect(message).toMatchObject({
        conversation: conversation._id,
        sender: { _id: customer.id, kind: 'user' },
        receiver: { _id: supportId, kind: 'admin' },
        content: 'Cho mình hỏi về đơn hàng',
        attachments: [],
        replyTo: null,
        isRead: false,
        clientId: null,
        routineId: null,
      });
    });

    it('opens a doctor conversation only with a booking that is not cancelled', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const toDoctor = { to: { _id: doctorId, kind: 'doctor' }, content: 'Chào bác sĩ' };
      expect(await send(socket, 'chat:send', toDoctor)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      await book(customer.id, doctorId, 'cancelled');
      expect(await send(socket, 'chat:send', toDoctor)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
      await book(customer.id, doctorId, 'completed');
      const { conversation } = await sendOk(socket, toDoctor);
      expect(conversation).toMatchObject({
        type: 'User_Doctor',
        receiver: { _id: doctorId, kind: 'doctor', name: DEMO.doctor.name, specialty: expect.any(String) },
      });
    });

    it('never lets staff open a conversation: they reply with a conversationId', async () => {
      const support = await connectAs(p.support);
      const customer = await newCustomer();
      expect(
        await send(support, 'chat:send', { to: { _id: customer.id, kind: 'admin' }, content: 'Chào bạn' }),
      ).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    });

    it('hides a conversation from every other customer and staff member (404)', async () => {
      const owner = await newCustomer();
      const stranger = await newCustomer();
      const ownerSocket = await connectAs(owner.principal);
      const { conversation } = await sendOk(ownerSocket, {
        to: { _id: supportId, kind: 'admin' },
        content: 'Riêng tư',
      });
      const otherStaff = await newStaff('SUPPORT');
      for (const who of [stranger.principal, otherStaff.principal, p.doctor, p.admin]) {
        expectFailure(
          await get(who, `/chat/conversations/${conversation._id}/messages`),
          'CONVERSATION_NOT_FOUND',
        );
        expectFailure(
          await put(who, `/chat/conversations/${conversation._id}/seen`),
          'CONVERSATION_NOT_FOUND',
        );
      }
      const strangerSocket = await connectAs(stranger.principal);
      for (const [event, payload] of [
        ['chat:send', { conversationId: conversation._id, content: 'Xen vào' }],
        ['chat:seen', { conversationId: conversation._id }],
        ['chat:typing', { conversationId: conversation._id, isTyping: true }],
      ] as const)
        expect(await send(strangerSocket, event, payload)).toMatchObject({
          ok: false,
          code: 'CONVERSATION_NOT_FOUND',
          message: 'Không tìm thấy cuộc trò chuyện',
        });
      expect((await messagesOf(owner.principal, conversation._id)).data).toHaveLength(1);
    });
  });

  // ── messages ───────────────────────────────────────────────────────────────

  describe('sending', () => {
    it('pushes to both parties: SUPPORT replies; delivered when the receiver is online', async () => {
      const customer = await newCustomer();
      const customerTab = await connectAs(customer.principal);
      const otherTab = await connectAs(customer.principal);
      const supportSocket = await connectAs(p.support);

      const toSupport = next(supportSocket, 'chat:message', (e) => e.message.sender._id === customer.id);
      const toOtherTab = next(otherTab, 'chat:message', (e) => e.message.sender._id === customer.id);
      const first = await sendOk(customerTab, { to: { _id: supportId, kind: 'admin' }, content: 'Alo' });
      expect(first.message.status).toBe('delivered');
      const pushed = await toSupport;
      expect(pushed.message).toEqual(first.message);
      expect(pushed.conversation.unreadCount).toBe(1);
      expect((await toOtherTab).conversation.unreadCount).toBe(0);
      await settle();
      // The sending socket has its ack; the event goes to the other sockets.
      expect(eventsOf(customerTab).all('chat:message')).toHaveLength(0);

      const reply = next(customerTab, 'chat:message', (e) => e.message.sender._id === supportId);
      const answer = await sendOk(supportSocket, {
        conversationId: first.conversation._id,
        content: 'Chào bạn, mình hỗ trợ ngay',
        replyTo: first.message._id,
      });
      expect(answer.message).toMatchObject({
        sender: { _id: supportId, kind: 'admin', role: 'SUPPORT' },
        receiver: { _id: customer.id, kind: 'user' },
        replyTo: first.message._id,
        status: 'delivered',
      });
      expect(answer.conversation.unreadCount).toBe(1);
      expect((await reply).conversation.unreadCount).toBe(1);

      // An offline receiver: 'sent'.
      const lonely = await newCustomer();
      const lonelySocket = await connectAs(lonely.principal);
      const quietStaff = await newStaff('SUPPORT');
      const offline = await sendOk(lonelySocket, {
        to: { _id: quietStaff.id, kind: 'admin' },
        content: 'Có ai không?',
      });
      expect(offline.message.status).toBe('sent');
    });

    it('refuses a replyTo from another conversation', async () => {
      const a = await newCustomer();
      const socket = await connectAs(a.principal);
      const one = await sendOk(socket, { to: { _id: supportId, kind: 'admin' }, content: 'Một' });
      const two = await sendOk(socket, { to: { _id: adminId, kind: 'admin' }, content: 'Hai' });
      expect(
        await send(socket, 'chat:send', {
          conversationId: two.conversation._id,
          content: 'x',
          replyTo: one.message._id,
        }),
      ).toMatchObject({ ok: false, code: 'VALIDATION_ERROR' });
    });

    it('stores plain text: tags and control characters go, newlines and a lone "<" stay', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const { message } = await sendOk(socket, {
        to: { _id: supportId, kind: 'admin' },
        content: '<script>alert(1)</script><b>Xin</b> chào\r\nx < 3 \u0007<img src=x onerror=alert(1)>',
      });
      expect(message.content).toBe('alert(1)Xin chào\nx < 3');
      const stored = await messagesOf(customer.principal, message.conversation);
      expect(stored.data[0]!.content).toBe('alert(1)Xin chào\nx < 3');
    });

    it('refuses an empty message and one over 2000 characters, in Vietnamese', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const to = { _id: supportId, kind: 'admin' };
      expect(await send(socket, 'chat:send', { to, content: 'a'.repeat(CHAT_CONTENT_MAX + 1) })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: 'Dữ liệu không hợp lệ',
      });
      expect(await send(socket, 'chat:send', { to, content: '   ' })).toEqual({
        ok: false,
        code: 'VALIDATION_ERROR',
        message: 'Vui lòng nhập tin nhắn',
      });
      // Markup alone is no message either.
      expect(await send(socket, 'chat:send', { to, content: '<p></p>' })).toMatchObject({
        ok: false,
        message: 'Vui lòng nhập tin nhắn',
      });
      expect(
        (await sendOk(socket, { to, content: 'a'.repeat(CHAT_CONTENT_MAX) })).message.content,
      ).toHaveLength(CHAT_CONTENT_MAX);
    });

    it('attaches only the sender’s own unused chat uploads', async () => {
      const customer = await newCustomer();
      const other = await newCustomer();
      const socket = await connectAs(customer.principal);
      const to = { _id: supportId, kind: 'admin' };
      const theirs = await upload(other.principal, 'chat');
      const avatar = await upload(customer.principal, 'avatar');
      const mine = await upload(customer.principal, 'chat');
      for (const file of [theirs, avatar, { url: '/uploads/chat/x.webp', publicId: 'chat/khong-co' }])
        expect(
          await send(socket, 'chat:send', { to, attachments: [{ ...file, type: 'image' }] }),
        ).toMatchObject({ ok: false, code: 'UPLOAD_INVALID' });
      // One bad file refuses the whole message and claims none of the others.
      expect(
        await send(socket, 'chat:send', {
          to,
          attachments: [
            { ...mine, type: 'image' },
            { ...theirs, type: 'image' },
          ],
        }),
      ).toMatchObject({ ok: false, code: 'UPLOAD_INVALID' });
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.publicId, mine.publicId));
      expect(row!.attachedAt).toBeNull();

      const { message } = await sendOk(socket, {
        to,
        attachments: [{ url: 'https://evil.example/x.png', publicId: mine.publicId, type: 'audio' }],
      });
      // The stored file's own address and type, whatever the client claimed.
      expect(message.attachments).toEqual([{ url: mine.url, publicId: mine.publicId, type: 'image' }]);
      expect(message.content).toBe('');
      const conversation = (await conversationsOf(customer.principal))[0]!;
      expect(conversation.lastMessage).toMatchObject({
        hasAttachments: true,
        attachmentType: 'image',
        content: '',
      });
      // Attached now: not usable a second time, and not deletable by its uploader.
      expect(
        await send(socket, 'chat:send', { to, attachments: [{ ...mine, type: 'image' }] }),
      ).toMatchObject({ ok: false, code: 'UPLOAD_INVALID' });
      expectFailure(
        await injectAs(t.app, customer.principal, { method: 'DELETE', url: `/uploads/${mine.publicId}` }),
        'UPLOAD_IN_USE',
      );
    });

    it('sends a voice note: a recorded WebM uploaded for chat becomes an audio attachment', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const body = await multipartBody(
        { purpose: 'chat' },
        { data: webmFile(), filename: 'voice-message.webm', type: 'audio/webm' },
      );
      const res = await injectAs(t.app, customer.principal, { method: 'POST', url: '/uploads', ...body });
      expect(res.statusCode, res.body).toBe(201);
      const voice = res.json<{ data: { url: string; publicId: string; type: string } }>().data;
      expect(voice.type).toBe('audio');
      const { message } = await sendOk(socket, {
        to: { _id: supportId, kind: 'admin' },
        attachments: [{ url: voice.url, publicId: voice.publicId, type: 'audio', durationSec: 4 }],
      });
      expect(message.attachments).toMatchObject([
        { url: voice.url, publicId: voice.publicId, type: 'audio' },
      ]);
      const conversation = (await conversationsOf(customer.principal))[0]!;
      expect(conversation.lastMessage).toMatchObject({ hasAttachments: true, attachmentType: 'audio' });
    });

    it('is idempotent per clientId: the same send twice stores one message', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const payload = {
        to: { _id: supportId, kind: 'admin' },
        content: 'Gửi lại khi mất mạng',
        clientId: 'tab-1-msg-1',
      };
      const first = await sendOk(socket, payload);
      const again = await sendOk(socket, payload);
      const [racedA, racedB] = await Promise.all([
        sendOk(socket, { ...payload, clientId: 'tab-1-msg-2' }),
        sendOk(socket, { ...payload, clientId: 'tab-1-msg-2' }),
      ]);
      expect(again.message).toEqual(first.message);
      expect(first.message.clientId).toBe('tab-1-msg-1');
      expect(racedA.message._id).toBe(racedB.message._id);
      // With files: the retry finds the stored message, though the files are taken by then.
      const file = await upload(customer.principal, 'chat');
      const withFile = { ...payload, clientId: 'tab-1-msg-3', attachments: [{ ...file, type: 'image' }] };
      const [filedA, filedB] = await Promise.all([sendOk(socket, withFile), sendOk(socket, withFile)]);
      expect(filedA.message._id).toBe(filedB.message._id);
      expect((await sendOk(socket, withFile)).message._id).toBe(filedA.message._id);
      const page = await messagesOf(customer.principal, first.conversation._id);
      expect(page.pagination.totalItems).toBe(3);
    });

    it('makes one conversation of two racing first messages (two tabs)', async () => {
      const customer = await newCustomer();
      const tabA = await connectAs(customer.principal);
      const tabB = await connectAs(customer.principal);
      const to = { _id: adminId, kind: 'admin' };
      const [a, b] = await Promise.all([
        sendOk(tabA, { to, content: 'Từ tab A' }),
        sendOk(tabB, { to, content: 'Từ tab B' }),
      ]);
      expect(a.conversation._id).toBe(b.conversation._id);
      const rows = await t.database.db
        .select()
        .from(conversations)
        .where(eq(conversations.userId, customer.id));
      expect(rows).toHaveLength(1);
      expect((await messagesOf(customer.principal, a.conversation._id)).data).toHaveLength(2);
    });
  });

  // ── reading ────────────────────────────────────────────────────────────────

  describe('reading', () => {
    it('pages newest first, and a `before` cursor stays put while new messages arrive', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const first = await sendOk(socket, { to: { _id: adminId, kind: 'admin' }, content: 'Tin 1' });
      const conversationId = first.conversation._id;
      // Same instant for all (the test clock stands still): insertion order still decides.
      for (let i = 2; i <= 7; i++) await sendOk(socket, { conversationId, content: `Tin ${i}` });
      const page1 = await messagesOf(customer.principal, conversationId, '?pageSize=3');
      expect(page1.data.map((m) => m.content)).toEqual(['Tin 7', 'Tin 6', 'Tin 5']);
      expect(page1.pagination).toMatchObject({ totalItems: 7, totalPage: 3 });
      const oldest = page1.data.at(-1)!._id;

      await sendOk(socket, { conversationId, content: 'Tin 8' });
      t.clock.advance(1000);
      await sendOk(socket, { conversationId, content: 'Tin 9' });
      const page2 = await messagesOf(customer.principal, conversationId, `?pageSize=3&before=${oldest}`);
      expect(page2.data.map((m) => m.content)).toEqual(['Tin 4', 'Tin 3', 'Tin 2']);
      expect(page2.pagination).toMatchObject({ totalItems: 4, totalPage: 2 });
      const page3 = await messagesOf(
        customer.principal,
        conversationId,
        `?pageSize=3&before=${page2.data.at(-1)!._id}`,
      );
      expect(page3.data.map((m) => m.content)).toEqual(['Tin 1']);
      // Without a cursor, the newest.
      expect(
        (await messagesOf(customer.principal, conversationId, '?pageSize=2')).data.map((m) => m.content),
      ).toEqual(['Tin 9', 'Tin 8']);
      // A cursor from another conversation is refused.
      const other = await sendOk(socket, { to: { _id: supportId, kind: 'admin' }, content: 'Khác' });
      const res = await get(
        customer.principal,
        `/chat/conversations/${conversationId}/messages?before=${other.message._id}`,
      );
      expect(res.statusCode).toBe(400);
    });

    it('counts unread messages per side, filters and searches the lists, and marks seen', async () => {
      const staff = await newStaff('SUPPORT', 'Hỗ Trợ Viên Riêng');
      const lan = await newCustomer('Nguyễn Thị Lan');
      const minh = await newCustomer('Trần Văn Minh');
      const lanSocket = await connectAs(lan.principal);
      const minhSocket = await connectAs(minh.principal);
      const staffSocket = await connectAs(staff.principal);
      const to = { _id: staff.id, kind: 'admin' };
      const lanConv = (await sendOk(lanSocket, { to, content: 'Lan hỏi 1' })).conversation;
      await sendOk(lanSocket, { conversationId: lanConv._id, content: 'Lan hỏi 2' });
      t.clock.advance(1000);
      const minhConv = (await sendOk(minhSocket, { to, content: 'Minh hỏi' })).conversation;

      let list = await conversationsOf(staff.principal);
      expect(list.map((c) => [c.sender.name, c.unreadCount])).toEqual([
        ['Trần Văn Minh', 1],
        ['Nguyễn Thị Lan', 2],
      ]);
      // The customer has nothing unread: the messages are their own.
      expect((await conversationsOf(lan.principal))[0]!.unreadCount).toBe(0);

      // Search by the other party's name: diacritics and case ignored.
      expect((await conversationsOf(staff.principal, '?search=nguyen thi lan')).map((c) => c._id)).toEqual([
        lanConv._id,
      ]);
      expect((await conversationsOf(lan.principal, '?search=ho tro vien')).map((c) => c._id)).toEqual([
        lanConv._id,
      ]);
      expect(await conversationsOf(lan.principal, '?search=khong ai')).toEqual([]);

      // The staff member reads Lan's conversation over REST: Lan is told.
      const told = next(lanSocket, 'chat:seen');
      const seen = await put(staff.principal, `/chat/conversations/${lanConv._id}/seen`);
      expect(seen.statusCode, seen.body).toBe(200);
      const { data } = seen.json<{ data: { conversationId: string; readAt: string } }>();
      expect(data).toEqual({ conversationId: lanConv._id, readAt: t.clock.now().toISOString() });
      const event = await told;
      const lanMessages = (await messagesOf(lan.principal, lanConv._id)).data;
      expect(event).toEqual({
        conversationId: lanConv._id,
        readerId: staff.id,
        readAt: data.readAt,
        lastMessageId: lanMessages[0]!._id,
      });
      expect(lanMessages.every((m) => m.isRead && m.status === 'read')).toBe(true);

      list = await conversationsOf(staff.principal);
      expect(list.map((c) => c.unreadCount)).toEqual([1, 0]);
      expect((await conversationsOf(staff.principal, '?filter=unread')).map((c) => c._id)).toEqual([
        minhConv._id,
      ]);
      expect((await conversationsOf(staff.principal, '?filter=read')).map((c) => c._id)).toEqual([
        lanConv._id,
      ]);
      expect((await conversationsOf(staff.principal, '?filter=all')).map((c) => c._id)).toEqual([
        minhConv._id,
        lanConv._id,
      ]);
      expect((await conversationsOf(lan.principal))[0]!.lastMessage!.isRead).toBe(true);

      // The customer reads the reply over the socket; the staff member is told.
      await sendOk(staffSocket, { conversationId: minhConv._id, content: 'Chào Minh' });
      expect((await conversationsOf(minh.principal))[0]!.unreadCount).toBe(1);
      const staffTold = next(staffSocket, 'chat:seen');
      const ack = await send(minhSocket, 'chat:seen', { conversationId: minhConv._id });
      expect(ack).toMatchObject({ ok: true, data: { conversationId: minhConv._id } });
      expect((await staffTold).readerId).toBe(minh.id);
      expect((await conversationsOf(minh.principal))[0]!.unreadCount).toBe(0);
      // Minh's own message stays unread for the staff member.
      expect((await conversationsOf(staff.principal, '?filter=unread')).map((c) => c._id)).toEqual([
        minhConv._id,
      ]);

      // Pagination of the list.
      const res = await get(staff.principal, '/chat/conversations?pageSize=1&page=2');
      expect(res.json()).toMatchObject({
        data: [{ _id: lanConv._id }],
        pagination: { page: 2, pageSize: 1, totalItems: 2, totalPage: 2 },
      });
      expect((await get(staff.principal, '/chat/conversations?pageSize=1&page=5')).json()).toMatchObject({
        data: [],
        pagination: { totalItems: 2 },
      });
    });

    it('lists contacts: support staff and booked doctors, those with a conversation first', async () => {
      const customer = await newCustomer();
      const socket = await connectAs(customer.principal);
      const contacts = async (query: string) => {
        const res = await get(customer.principal, `/chat/contacts${query}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ data: ChatContact[]; pagination: { totalItems: number } }>();
      };
      const inactive = await newStaff('SUPPORT', 'Nhân Viên Đã Nghỉ', false);
      let support = await contacts('?type=support&pageSize=100');
      const ids = support.data.map((c) => c.contact._id);
      expect(ids).toContain(adminId);
      expect(ids).toContain(supportId);
      expect(ids).not.toContain(clinicAdminId);
      expect(ids).not.toContain(inactive.id);
      expect(support.data.every((c) => c.contact.kind === 'admin' && c.conversation === null)).toBe(true);

      await sendOk(socket, { to: { _id: supportId, kind: 'admin' }, content: 'Một' });
      t.clock.advance(1000);
      await sendOk(socket, { to: { _id: adminId, kind: 'admin' }, content: 'Hai' });
      support = await contacts('?type=support&pageSize=100');
      expect(support.data.slice(0, 2).map((c) => c.contact._id)).toEqual([adminId, supportId]);
      expect(support.data[0]!.conversation).toMatchObject({
        lastMessage: { content: 'Hai' },
        unreadCount: 0,
      });
      expect(support.data[2]!.conversation).toBeNull();
      expect(
        (await contacts(`?type=support&search=${encodeURIComponent('tran thu ha')}`)).data.map(
          (c) => c.contact._id,
        ),
      ).toEqual([supportId]);

      expect((await contacts('?type=doctor')).data).toEqual([]);
      await book(customer.id, doctor2Id, 'cancelled');
      expect((await contacts('?type=doctor')).data).toEqual([]);
      await book(customer.id, doctorId, 'confirmed');
      const doctorsList = await contacts('?type=doctor');
      expect(doctorsList.data).toEqual([
        {
          contact: expect.objectContaining({ _id: doctorId, kind: 'doctor', name: DEMO.doctor.name }),
          conversation: null,
        },
      ]);
      expectFailure(await get(customer.principal, '/chat/contacts?type=khac'), 'VALIDATION_ERROR');
    });
  });

  // ── typing ─────────────────────────────────────────────────────────────────

  it('relays typing to the other party only, and lets it lapse', { timeout: 15_000 }, async () => {
    const customer = await newCustomer();
    const staff = await newStaff('SUPPORT');
    const customerSocket = await connectAs(customer.principal);
    const customerTab2 = await connectAs(customer.principal);
    const staffSocket = await connectAs(staff.principal);
    const { conversation } = await sendOk(customerSocket, {
      to: { _id: staff.id, kind: 'admin' },
      content: 'Hi',
    });
    const typing = next(staffSocket, 'chat:typing', (e) => e.isTyping);
    expect(
      await send(customerSocket, 'chat:typing', { conversationId: conversation._id, isTyping: true }),
    ).toEqual({
      ok: true,
    });
    expect(await typing).toEqual({
      conversationId: conversation._id,
      from: { _id: customer.id, kind: 'user' },
      isTyping: true,
    });
    const lapsed = Date.now();
    await next(staffSocket, 'chat:typing', (e) => !e.isTyping, 8000);
    expect(Date.now() - lapsed).toBeGreaterThanOrEqual(4000);
    expect(eventsOf(customerTab2).all('chat:typing')).toEqual([]);
    expect(
      await send(staffSocket, 'chat:typing', { conversationId: 'khong-phai-id', isTyping: true }),
    ).toMatchObject({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
  });

  // ── staff inbox ────────────────────────────────────────────────────────────

  describe('staff inbox (assign, close, reopen)', () => {
    it('lists the active ADMIN and SUPPORT accounts a conversation may go to (GET /chat/staff)', async () => {
      const support = await newStaff('SUPPORT', 'Nhân Viên Đang Làm');
      const gone = await newStaff('SUPPORT', 'Nhân Viên Đã Nghỉ', false);
      const res = await get(support.principal, '/chat/staff');
      expect(res.statusCode, res.body).toBe(200);
      const staff = res.json().data as { _id: string; kind: string; role: string }[];
      const ids = staff.map((s) => s._id);
      expect(ids).toContain(support.id);
      expect(ids).not.toContain(gone.id);
      expect(ids).not.toContain(clinicAdminId);
      expect(new Set(staff.map((s) => s.kind))).toEqual(new Set(['admin']));
      expect(staff.every((s) => s.role === 'ADMIN' || s.role === 'SUPPORT')).toBe(true);
      expectFailure(await get(p.clinic, '/chat/staff'), 'FORBIDDEN');
    });

    it('hands a conversation to another staff member, and tells all three', async () => {
      const customer = await newCustomer();
      const from = await newStaff('SUPPORT');
      const toStaff = await newStaff('ADMIN');
      const customerSocket = await connectAs(customer.principal);
      const fromSocket = await connectAs(from.principal);
      const toSocket = await connectAs(toStaff.principal);
      const { conversation } = await sendOk(customerSocket, {
        to: { _id: from.id, kind: 'admin' },
        content: 'Cần hỗ trợ',
      });
      const url = `/chat/conversations/${conversation._id}/assign`;

      expectFailure(await put(p.doctor, url, { adminId: toStaff.id }), 'FORBIDDEN');
      expectFailure(await put(customer.principal, url, { adminId: toStaff.id }), 'FORBIDDEN');
      expectFailure(await put(p.clinic, url, { adminId: toStaff.id }), 'FORBIDDEN');
      expectFailure(await put(toStaff.principal, url, { adminId: toStaff.id }), 'CONVERSATION_NOT_FOUND');
      expectFailure(await put(from.principal, url, { adminId: clinicAdminId }), 'ADMIN_NOT_FOUND');

      const events = [customerSocket, fromSocket, toSocket].map((s) => next(s, 'chat:conversation'));
      const res = await put(from.principal, url, { adminId: toStaff.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.receiver).toMatchObject({ _id: toStaff.id, role: 'ADMIN' });
      for (const event of await Promise.all(events)) expect(event.conversation.receiver._id).toBe(toStaff.id);

      expect(await conversationsOf(from.principal)).toEqual([]);
      const inbox = await conversationsOf(toStaff.principal);
      expect(inbox.map((c) => [c._id, c.unreadCount])).toEqual([[conversation._id, 1]]);
      // The new staff member reads the history and replies; the old one no longer can.
      expect((await messagesOf(toStaff.principal, conversation._id)).data).toHaveLength(1);
      expectFailure(
        await get(from.principal, `/chat/conversations/${conversation._id}/messages`),
        'CONVERSATION_NOT_FOUND',
      );
      const reply = await sendOk(toSocket, {
        conversationId: conversation._id,
        content: 'Mình tiếp nhận nhé',
      });
      expect(reply.message.receiver._id).toBe(customer.id);
      // The customer's next message goes to the new staff member.
      const next1 = await sendOk(customerSocket, { conversationId: conversation._id, content: 'Cảm ơn' });
      expect(next1.message.receiver._id).toBe(toStaff.id);

      // A customer who already talks with the target: CONVERSATION_EXISTS.
      const both = await newCustomer();
      const bothSocket = await connectAs(both.principal);
      const withFrom = await sendOk(bothSocket, { to: { _id: from.id, kind: 'admin' }, content: 'A' });
      await sendOk(bothSocket, { to: { _id: toStaff.id, kind: 'admin' }, content: 'B' });
      expectFailure(
        await put(from.principal, `/chat/conversations/${withFrom.conversation._id}/assign`, {
          adminId: toStaff.id,
        }),
        'CONVERSATION_EXISTS',
      );
    });

    it('closes and reopens; a customer writing into a closed conversation reopens it', async () => {
      const customer = await newCustomer();
      const staff = await newStaff('SUPPORT');
      const customerSocket = await connectAs(customer.principal);
      const staffSocket = await connectAs(staff.principal);
      const { conversation } = await sendOk(customerSocket, {
        to: { _id: staff.id, kind: 'admin' },
        content: 'Hỏi',
      });
      const url = `/chat/conversations/${conversation._id}/status`;
      expectFailure(await put(customer.principal, url, { isActive: false }), 'FORBIDDEN');

      const closed = next(customerSocket, 'chat:conversation');
      const res = await put(staff.principal, url, { isActive: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Cập nhật thành công', data: { isActive: false } });
      expect((await closed).conversation.isActive).toBe(false);

      const reopened = next(staffSocket, 'chat:conversation', (e) => e.conversation.isActive);
      await sendOk(customerSocket, { conversationId: conversation._id, content: 'Mình hỏi thêm' });
      expect((await reopened).conversation.isActive).toBe(true);
      expect((await conversationsOf(staff.principal))[0]!.isActive).toBe(true);

      // Doctors have no inbox controls, even in their own conversations.
      const doctorConv = await (async () => {
        await book(customer.id, doctorId, 'completed');
        return (
          await sendOk(customerSocket, { to: { _id: doctorId, kind: 'doctor' }, content: 'Chào bác sĩ' })
        ).conversation;
      })();
      expectFailure(
        await put(p.doctor, `/chat/conversations/${doctorConv._id}/status`, { isActive: false }),
        'FORBIDDEN',
      );
      expectFailure(await put(staff.principal, url, { isActive: 'khong' }), 'VALIDATION_ERROR');
    });
  });

  // ── for other modules ──────────────────────────────────────────────────────

  describe('service methods other modules use', () => {
    it('conversationParticipants, doctorConversationFor and postMessage', async () => {
      const chat = createChatService({ db: t.database.db, clock: t.clock, realtime: nullHub });
      const customer = await newCustomer();
      const conversation = await chat.doctorConversationFor(customer.id, doctorId);
      expect(conversation).toMatchObject({
        type: 'User_Doctor',
        sender: { _id: customer.id },
        receiver: { _id: doctorId, kind: 'doctor' },
        lastMessage: null,
      });
      expect((await chat.doctorConversationFor(customer.id, doctorId))._id).toBe(conversation._id);
      await expect(chat.doctorConversationFor(randomUUID(), doctorId)).rejects.toMatchObject({
        code: 'USER_NOT_FOUND',
      });
      await expect(chat.doctorConversationFor(customer.id, randomUUID())).rejects.toMatchObject({
        code: 'DOCTOR_NOT_FOUND',
      });

      const parties = await chat.conversationParticipants(conversation._id, { kind: 'doctor', id: doctorId });
      expect(parties).toMatchObject({
        type: 'User_Doctor',
        self: { _id: doctorId, kind: 'doctor' },
        other: { _id: customer.id, kind: 'user' },
        sender: { _id: customer.id },
        receiver: { _id: doctorId },
      });
      await expect(
        chat.conversationParticipants(conversation._id, { kind: 'doctor', id: doctor2Id }),
      ).rejects.toMatchObject({
        code: 'CONVERSATION_NOT_FOUND',
      });
      await expect(
        chat.conversationParticipants(conversation._id, { kind: 'admin', id: clinicAdminId }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });

      const routineId = randomUUID();
      const posted = await chat.postMessage({
        conversationId: conversation._id,
        from: { kind: 'doctor', id: doctorId },
        content: 'Bác sĩ gợi ý liệu trình <b>mới</b>',
        routineId,
      });
      expect(posted.message).toMatchObject({
        content: 'Bác sĩ gợi ý liệu trình mới',
        routineId,
        sender: { _id: doctorId },
        receiver: { _id: customer.id },
      });
      const seenByCustomer = (await conversationsOf(customer.principal))[0]!;
      expect(seenByCustomer).toMatchObject({
        unreadCount: 1,
        lastMessage: { content: 'Bác sĩ gợi ý liệu trình mới', hasAttachments: false, attachmentType: null },
      });
      await expect(
        chat.postMessage({
          conversationId: conversation._id,
          from: { kind: 'doctor', id: doctor2Id },
          content: 'x',
        }),
      ).rejects.toMatchObject({ code: 'CONVERSATION_NOT_FOUND' });
      const stored = await t.database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversation._id));
      expect(stored).toHaveLength(1);
    });
  });

  // ── several processes ──────────────────────────────────────────────────────

  describe.runIf(process.env.REDIS_URL)('across two server processes sharing Redis and the database', () => {
    it('delivers, acknowledges delivery and relays seen between processes', async () => {
      const second = await buildApp({
        config: t.config,
        database: t.database,
        clock: t.clock,
        logger: false,
      });
      try {
        await second.ready();
        const secondBase = await listen(second);
        const customer = await newCustomer();
        const staff = await newStaff('SUPPORT');
        const customerSocket = await connectAs(customer.principal);
        const staffSocket = await connect(secondBase, staff.principal);
        sockets.push(staffSocket);
        const staffEvents = recorder(staffSocket);
        // The staff member's presence reached this process.
        await eventsOf(customerSocket).next('userOnlines', (ids) => ids.includes(staff.id));

        const { conversation, message } = await sendOk(customerSocket, {
          to: { _id: staff.id, kind: 'admin' },
          content: 'Qua hai máy chủ',
        });
        expect(message.status).toBe('delivered');
        expect((await staffEvents.next('chat:message')).message).toEqual(message);

        const reply = next(customerSocket, 'chat:message', (e) => e.message.sender._id === staff.id);
        expect(
          await emitWithAck(staffSocket, 'chat:send', {
            conversationId: conversation._id,
            content: 'Đã nhận',
          }),
        ).toMatchObject({ ok: true });
        expect((await reply).message.content).toBe('Đã nhận');

        const seen = staffEvents.next('chat:seen');
        expect(
          await emitWithAck(customerSocket, 'chat:seen', { conversationId: conversation._id }),
        ).toMatchObject({
          ok: true,
        });
        expect(await seen).toMatchObject({ conversationId: conversation._id, readerId: customer.id });
      } finally {
        await second.close();
      }
    });
  });
});
