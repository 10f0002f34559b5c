import type { z } from 'zod';
import {
  CHAT_CONTENT_MAX,
  CHAT_TYPING_LAPSE_MS,
  ChatSeenSchema,
  ChatSendSchema,
  ChatTypingSchema,
  ROOMS,
  VALIDATION,
  type AdminRole,
  type Attachment,
  type ChatContact,
  type ChatContactsQuery,
  type ChatSeenResult,
  type Conversation,
  type ConversationsQuery,
  type Message,
  type MessagesQuery,
  type Pagination,
  type Participant,
  type PrincipalKind,
} from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError, isAppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { offsetOf, paginate } from '../../lib/pagination';
import type { RealtimeHub } from '../../realtime/port';
import {
  conversationParties,
  participantOf,
  refKey,
  toConversationDto,
  toMessageDto,
  type Side,
} from './dto';
import {
  chatRepository,
  inChatTransaction,
  type ChatRepository,
  type ConversationViewRow,
  type MessageRow,
  type PersonRow,
  type PrincipalRef,
} from './repository';
import { toPlainText } from './text';

/**
 * Who acts in the chat: a customer, a doctor or an admin account. `role` is what the caller already knows of an
 * admin account (the REST guard, the socket handshake); the service reads the account again anyway, so that a
 * role changed or an account disabled since then counts.
 */
export type ChatActor = { kind: PrincipalKind; id: string; role?: AdminRole | null | undefined };

/** The two parties of a conversation, and which of them the asking principal is. */
export type ConversationParticipants = {
  conversationId: string;
  type: Conversation['type'];
  /** The customer. */
  sender: Participant;
  /** The support account or the doctor. */
  receiver: Participant;
  self: Participant;
  other: Participant;
};

export type ChatSendResult = { conversation: Conversation; message: Message };

export type ChatService = ReturnType<typeof createChatService>;

/** A message with this clientId from this sender is already stored (a retried send racing itself). */
class DuplicateClientId extends Error {}

/** Admin roles that take part in the support chat; CLINIC accounts have no chat (decision 8). */
const CHAT_ADMIN_ROLES: readonly AdminRole[] = ['ADMIN', 'SUPPORT'];

function parse<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const result = schema.safeParse(payload ?? {});
  if (result.success) return result.data;
  throw new AppError('VALIDATION_ERROR', {
    errors: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  });
}

function invalid(path: string, message: string = VALIDATION.invalid): AppError {
  return new AppError('VALIDATION_ERROR', { errors: [{ path, message }] });
}

/** The side a principal takes in the conversation, or undefined when it is not a party to it. */
function sideOf(row: ConversationViewRow, actor: PrincipalRef): Side | undefined {
  if (actor.kind === 'user') return row.userId === actor.id ? 'customer' : undefined;
  if (actor.kind === 'admin') return row.adminId === actor.id ? 'staff' : undefined;
  return row.doctorId === actor.id ? 'staff' : undefined;
}

function staffRefOf(row: { type: string; adminId: string | null; doctorId: string | null }): PrincipalRef {
  return row.type === 'User_Admin'
    ? { kind: 'admin', id: row.adminId ?? '' }
    : { kind: 'doctor', id: row.doctorId ?? '' };
}

/**
 * Chat between customers and staff (api-contract §2, §4.10, §5.4; decisions 8, 9): conversations and messages in
 * PostgreSQL, read over REST, written over the socket (or by other modules through `postMessage`), pushed through
 * the realtime hub to the participants' rooms.
 */
export function createChatService(deps: { db: Db; clock: Clock; realtime: RealtimeHub }) {
  const repo = (): ChatRepository => chatRepository(deps.db);
  const hub = deps.realtime;
  /** Typing indicators that lapse unless renewed: conversation + typist → timer. */
  const typing = new Map<string, NodeJS.Timeout>();

  /** The principal, checked again: an admin must be an active ADMIN or SUPPORT account (else FORBIDDEN). */
  async function chatActor(actor: ChatActor): Promise<PrincipalRef> {
    if (actor.kind !== 'admin') return { kind: actor.kind, id: actor.id };
    const person = await repo().person({ kind: 'admin', id: actor.id });
    if (!person || !person.isActive || person.role === null || !CHAT_ADMIN_ROLES.includes(person.role))
      throw new AppError('FORBIDDEN');
    return { kind: 'admin', id: actor.id };
  }

  /** The conversation and the caller's side of it; anyone else (or a missing one) → CONVERSATION_NOT_FOUND. */
  async function participantView(
    conversationId: string,
    actor: PrincipalRef,
  ): Promise<{ row: ConversationViewRow; side: Side }> {
    const row = await repo().conversationView(conversationId);
    const side = row ? sideOf(row, actor) : undefined;
    if (!row || !side) throw new AppError('CONVERSATION_NOT_FOUND');
    return { row, side };
  }

  async function viewOf(conversationId: string): Promise<ConversationViewRow> {
    const row = await repo().conversationView(conversationId);
    if (!row) throw new AppError('CONVERSATION_NOT_FOUND');
    return row;
  }

  async function messageDtos(rows: readonly MessageRow[]): Promise<Message[]> {
    const refs = rows.flatMap((m) => [
      { kind: m.senderKind, id: m.senderId },
      { kind: m.receiverKind, id: m.receiverId },
    ]);
    const people = new Map<string, PersonRow>(
      (await repo().people(refs)).map((person) => [refKey(person), person]),
    );
    return rows.map((row) => toMessageDto(row, people));
  }

  async function messageDto(id: string): Promise<Message> {
    const row = await repo().message(id);
    if (!row) throw new Error(`message ${id} vanished`);
    const [dto] = await messageDtos([row]);
    return dto!;
  }

  const customerRoom = (row: { userId: string }) => ROOMS.principal('user', row.userId);
  const staffRoom = (row: { type: string; adminId: string | null; doctorId: string | null }) => {
    const staff = staffRefOf(row);
    return ROOMS.principal(staff.kind, staff.id);
  };

  /** Pushes `chat:conversation` to both parties (and to `alsoTo`, a staff member who just lost it). */
  function pushConversation(row: ConversationViewRow, alsoTo?: PrincipalRef): void {
    hub.emit(customerRoom(row), 'chat:conversation', { conversation: toConversationDto(row, 'customer') });
    const staffRooms = [staffRoom(row)];
    if (alsoTo) staffRooms.push(ROOMS.principal(alsoTo.kind, alsoTo.id));
    hub.emit(staffRooms, 'chat:conversation', { conversation: toConversationDto(row, 'staff') });
  }

  /** Pushes `chat:message` to both parties' rooms, each with its own view of the conversation. */
  function pushMessage(row: ConversationViewRow, message: Message, exceptSocketId?: string): void {
    const options = exceptSocketId ? { exceptSocketId } : undefined;
    hub.emit(
      customerRoom(row),
      'chat:message',
      { conversation: toConversationDto(row, 'customer'), message },
      options,
    );
    hub.emit(
      staffRoom(row),
      'chat:message',
      { conversation: toConversationDto(row, 'staff'), message },
      options,
    );
  }

  /** Where a customer's first message goes: an active support account, or a doctor they have a live booking with. */
  async function openFor(userId: string, to: { _id: string; kind: 'admin' | 'doctor' }, now: Date) {
    const target = await repo().person({ kind: to.kind, id: to._id });
    if (!target || !target.isActive) throw new AppError('FORBIDDEN');
    if (to.kind === 'admin' && (target.role === null || !CHAT_ADMIN_ROLES.includes(target.role)))
      throw new AppError('FORBIDDEN');
    if (to.kind === 'doctor' && !(await repo().hasLiveBooking(userId, to._id)))
      throw new AppError('FORBIDDEN');
    return repo().findOrCreateConversation(userId, { kind: to.kind, id: to._id }, now);
  }

  type StoreInput = {
    actor: PrincipalRef;
    conversationId?: string | undefined;
    to?: { _id: string; kind: 'admin' | 'doctor' } | undefined;
    content: string;
    attachments: Attachment[];
    replyTo?: string | undefined;
    clientId?: string | undefined;
    routineId?: string | null | undefined;
    exceptSocketId?: string | undefined;
  };

  /** Stores a message (before anything is acknowledged), then pushes it. Shared by chat:send and postMessage. */
  async function store(input: StoreInput): Promise<ChatSendResult> {
    const { actor } = input;
    const content = toPlainText(input.content);
    if (content.length > CHAT_CONTENT_MAX) throw invalid('content');
    if (content.length === 0 && input.attachments.length === 0 && !input.routineId)
      throw invalid('content', 'Vui lòng nhập tin nhắn');
    const now = deps.clock.now();

    // Which conversation: staff reply in one they take part in; a customer names one of theirs or opens one.
    let conversation: {
      id: string;
      type: string;
      userId: string;
      adminId: string | null;
      doctorId: string | null;
      isActive: boolean;
    };
    if (input.conversationId !== undefined) {
      const row = await repo().findConversation(input.conversationId);
      const side = row
        ? actor.kind === 'user'
          ? row.userId === actor.id
          : actor.kind === 'admin'
            ? row.adminId === actor.id
            : row.doctorId === actor.id
        : false;
      if (!row || !side) throw new AppError('CONVERSATION_NOT_FOUND');
      conversation = row;
    } else {
      // Staff never open conversations (api-contract §5.4).
      if (actor.kind !== 'user' || !input.to) throw new AppError('FORBIDDEN');
      conversation = (await openFor(actor.id, input.to, now)).row;
    }
    const customer: PrincipalRef = { kind: 'user', id: conversation.userId };
    const staff = staffRefOf(conversation);
    const receiver = actor.kind === 'user' ? staff : customer;

    // The same clientId from the same sender in the same conversation: the stored message, not a second one.
    if (input.clientId) {
      const existing = await repo().messageByClientId(conversation.id, actor, input.clientId);
      if (existing) return replay(conversation.id, existing, actor);
    }
    if (input.replyTo !== undefined && !(await repo().messageInConversation(input.replyTo, conversation.id)))
      throw invalid('replyTo');

    const delivered = await hub.isOnline(receiver.kind, receiver.id);
    const reopen = actor.kind === 'user' && !conversation.isActive;
    const conversationId = conversation.id;
    let messageId: string;
    try {
      messageId = await inChatTransaction(deps.db, async (tx) => {
        const attachments = await claimAttachments(tx, input.attachments, actor, now);
        const id = await tx.insertMessage({
          conversationId,
          sender: actor,
          receiver,
          content,
          attachments,
          replyToId: input.replyTo ?? null,
          status: delivered ? 'delivered' : 'sent',
          clientId: input.clientId ?? null,
          routineId: input.routineId ?? null,
          createdAt: now,
        });
        // Lost a race on the same clientId: roll back (the files claimed here are given back).
        if (id === undefined) throw new DuplicateClientId();
        await tx.touchConversation(conversationId, now, reopen);
        return id;
      });
    } catch (error) {
      // The same send racing itself: the loser finds the winner's message (its files were already claimed by the
      // winner, so it may have failed on them first).
      const raced =
        error instanceof DuplicateClientId || (isAppError(error) && error.code === 'UPLOAD_INVALID');
      if (raced && input.clientId) {
        const existing = await repo().messageByClientId(conversationId, actor, input.clientId);
        if (existing) return replay(conversationId, existing, actor);
      }
      throw error;
    }

    const [view, message] = await Promise.all([viewOf(conversationId), messageDto(messageId)]);
    // A customer wrote into a closed conversation: it is open again (lists update).
    if (reopen) pushConversation(view);
    pushMessage(view, message, input.exceptSocketId);
    return { conversation: toConversationDto(view, actor.kind === 'user' ? 'customer' : 'staff'), message };
  }

  async function replay(
    conversationId: string,
    row: MessageRow,
    actor: PrincipalRef,
  ): Promise<ChatSendResult> {
    const [view, [message]] = await Promise.all([viewOf(conversationId), messageDtos([row])]);
    return {
      conversation: toConversationDto(view, actor.kind === 'user' ? 'customer' : 'staff'),
      message: message!,
    };
  }

  /** The sender's own, unused chat uploads, as stored (url and type from the upload, never from the client). */
  async function claimAttachments(
    tx: ChatRepository,
    attachments: readonly Attachment[],
    owner: PrincipalRef,
    now: Date,
  ): Promise<Attachment[]> {
    if (attachments.length === 0) return [];
    const publicIds = attachments.map((a) => a.publicId);
    if (new Set(publicIds).size !== publicIds.length) throw new AppError('UPLOAD_INVALID');
    const claimed = await tx.claimChatUploads(publicIds, owner, now);
    if (claimed.length !== publicIds.length) throw new AppError('UPLOAD_INVALID');
    const byId = new Map(claimed.map((row) => [row.publicId, row]));
    return attachments.map((a) => {
      const row = byId.get(a.publicId)!;
      const type = row.type === 'audio' ? 'audio' : 'image';
      return {
        url: row.url,
        publicId: row.publicId,
        type,
        ...(type === 'audio' && a.durationSec !== undefined ? { durationSec: a.durationSec } : {}),
      };
    });
  }

  /**
   * `PUT /chat/conversations/{id}/seen` and the `chat:seen` event: marks read every message the other side wrote,
   * then tells the other side (`chat:seen`, with the newest message now read) when anything changed.
   */
  async function markSeen(caller: ChatActor, conversationId: string): Promise<ChatSeenResult> {
    const actor = await chatActor(caller);
    const { row, side } = await participantView(conversationId, actor);
    const now = deps.clock.now();
    const { updated, lastMessageId } = await repo().markRead(conversationId, side === 'customer', now);
    const readAt = now.toISOString();
    if (updated > 0 && lastMessageId !== null) {
      const otherRoom = side === 'customer' ? staffRoom(row) : customerRoom(row);
      hub.emit(otherRoom, 'chat:seen', { conversationId, readerId: actor.id, readAt, lastMessageId });
    }
    return { conversationId, readAt };
  }

  function stopTyping(key: string): void {
    const timer = typing.get(key);
    if (timer) clearTimeout(timer);
    typing.delete(key);
  }

  return {
    /** `GET /chat/contacts`: a customer's support staff or doctors, each with the conversation if there is one. */
    async contacts(
      userId: string,
      query: ChatContactsQuery,
    ): Promise<{ items: ChatContact[]; pagination: Pagination }> {
      const { rows, total } = await repo().listContacts(userId, query.type, query.search, {
        limit: query.pageSize,
        offset: offsetOf(query.page, query.pageSize),
      });
      const ids = rows.flatMap((r) => (r.conversationId ? [r.conversationId] : []));
      const views = new Map((await repo().conversationViews(ids)).map((v) => [v.id, v]));
      const items = rows.map((row) => {
        const view = row.conversationId ? views.get(row.conversationId) : undefined;
        return {
          contact: participantOf(row),
          conversation: view ? toConversationDto(view, 'customer') : null,
        };
      });
      return { items, pagination: paginate(query.page, query.pageSize, total) };
    },

    /** `GET /chat/staff` (additive): the support staff a staff member may hand a conversation to. */
    async staff(caller: ChatActor): Promise<Participant[]> {
      await chatActor(caller);
      return (await repo().listStaff()).map(participantOf);
    },

    /** `GET /chat/conversations`: the caller's conversations, latest activity first. */
    async conversations(
      caller: ChatActor,
      query: ConversationsQuery,
    ): Promise<{ items: Conversation[]; pagination: Pagination }> {
      const actor = await chatActor(caller);
      const filter = query.filter === 'unread' ? true : query.filter === 'read' ? false : undefined;
      const { ids, total } = await repo().listConversations(
        actor,
        { search: query.search, unread: filter },
        { limit: query.pageSize, offset: offsetOf(query.page, query.pageSize) },
      );
      const views = new Map((await repo().conversationViews(ids)).map((v) => [v.id, v]));
      const side: Side = actor.kind === 'user' ? 'customer' : 'staff';
      const items = ids.flatMap((id) => {
        const view = views.get(id);
        return view ? [toConversationDto(view, side)] : [];
      });
      return { items, pagination: paginate(query.page, query.pageSize, total) };
    },

    /** `GET /chat/conversations/{id}/messages`: newest first; `before` keeps pages stable. */
    async messages(
      caller: ChatActor,
      conversationId: string,
      query: MessagesQuery,
    ): Promise<{ items: Message[]; pagination: Pagination }> {
      const actor = await chatActor(caller);
      await participantView(conversationId, actor);
      const page = await repo().listMessages(conversationId, query.before, {
        limit: query.pageSize,
        offset: offsetOf(query.page, query.pageSize),
      });
      if (!page) throw invalid('before');
      return {
        items: await messageDtos(page.rows),
        pagination: paginate(query.page, query.pageSize, page.total),
      };
    },

    markSeen,

    /** The `chat:send` event (api-contract §5.4): ack data `{ conversation, message }` as the sender sees them. */
    async send(caller: ChatActor, payload: unknown, socketId?: string): Promise<ChatSendResult> {
      const actor = await chatActor(caller);
      const input = parse(ChatSendSchema, payload);
      return store({
        actor,
        conversationId: input.conversationId,
        to: input.to,
        content: input.content ?? '',
        attachments: input.attachments ?? [],
        replyTo: input.replyTo,
        clientId: input.clientId,
        exceptSocketId: socketId,
      });
    },

    /** The `chat:seen` event. */
    async seen(caller: ChatActor, payload: unknown): Promise<ChatSeenResult> {
      const { conversationId } = parse(ChatSeenSchema, payload);
      return markSeen(caller, conversationId);
    },

    /**
     * The `chat:typing` event: relayed to the other party only. A "typing" lapses after CHAT_TYPING_LAPSE_MS
     * without renewal: the server then relays `isTyping: false` itself (a closed tab never sends it).
     */
    async typing(caller: ChatActor, payload: unknown): Promise<void> {
      const actor = await chatActor(caller);
      const { conversationId, isTyping } = parse(ChatTypingSchema, payload);
      const { row, side } = await participantView(conversationId, actor);
      const otherRoom = side === 'customer' ? staffRoom(row) : customerRoom(row);
      const from = { _id: actor.id, kind: actor.kind };
      const key = `${conversationId}|${refKey(actor)}`;
      stopTyping(key);
      hub.emit(otherRoom, 'chat:typing', { conversationId, from, isTyping });
      if (isTyping) {
        const timer = setTimeout(() => {
          typing.delete(key);
          hub.emit(otherRoom, 'chat:typing', { conversationId, from, isTyping: false });
        }, CHAT_TYPING_LAPSE_MS);
        timer.unref();
        typing.set(key, timer);
      }
    },

    /**
     * `PUT /chat/conversations/{id}/assign` (staff inbox, additive): an ADMIN or SUPPORT participant hands a support
     * conversation to another active ADMIN or SUPPORT account. Doctors and CLINIC accounts: FORBIDDEN.
     */
    async assign(caller: ChatActor, conversationId: string, adminId: string): Promise<Conversation> {
      if (caller.kind !== 'admin') throw new AppError('FORBIDDEN');
      const actor = await chatActor(caller);
      const { row } = await participantView(conversationId, actor);
      const target = await repo().person({ kind: 'admin', id: adminId });
      if (!target || !target.isActive || target.role === null || !CHAT_ADMIN_ROLES.includes(target.role))
        throw new AppError('ADMIN_NOT_FOUND');
      if (adminId === actor.id) return toConversationDto(row, 'staff');
      if (!(await repo().reassign(conversationId, adminId, deps.clock.now())))
        throw new AppError('CONVERSATION_EXISTS');
      const view = await viewOf(conversationId);
      pushConversation(view, actor);
      return toConversationDto(view, 'staff');
    },

    /** `PUT /chat/conversations/{id}/status` (staff inbox, additive): an ADMIN or SUPPORT participant closes or reopens. */
    async setStatus(caller: ChatActor, conversationId: string, isActive: boolean): Promise<Conversation> {
      if (caller.kind !== 'admin') throw new AppError('FORBIDDEN');
      const actor = await chatActor(caller);
      const { row } = await participantView(conversationId, actor);
      if (row.isActive === isActive) return toConversationDto(row, 'staff');
      await repo().setConversationActive(conversationId, isActive, deps.clock.now());
      const view = await viewOf(conversationId);
      pushConversation(view);
      return toConversationDto(view, 'staff');
    },

    // ── for other modules ────────────────────────────────────────────────────

    /**
     * The two parties of a conversation when `principal` is one of them (calls: helper D); anyone else, or a missing
     * conversation → CONVERSATION_NOT_FOUND. A CLINIC account (no chat) → FORBIDDEN.
     */
    async conversationParticipants(
      conversationId: string,
      principal: ChatActor,
    ): Promise<ConversationParticipants> {
      const actor = await chatActor(principal);
      const { row, side } = await participantView(conversationId, actor);
      const { sender, receiver } = conversationParties(row);
      return {
        conversationId,
        type: row.type,
        sender,
        receiver,
        self: side === 'customer' ? sender : receiver,
        other: side === 'customer' ? receiver : sender,
      };
    },

    /**
     * The customer's conversation with the doctor, created when missing (a doctor starting a call from a booking).
     * The caller has checked that the doctor may reach this customer; the answer is the doctor's view. An unknown
     * customer or doctor: USER_NOT_FOUND or DOCTOR_NOT_FOUND.
     */
    async doctorConversationFor(customerId: string, doctorId: string): Promise<Conversation> {
      const [customer, doctor] = await repo()
        .people([
          { kind: 'user', id: customerId },
          { kind: 'doctor', id: doctorId },
        ])
        .then((people) => [
          people.find((person) => person.kind === 'user'),
          people.find((person) => person.kind === 'doctor'),
        ]);
      if (!customer) throw new AppError('USER_NOT_FOUND');
      if (!doctor) throw new AppError('DOCTOR_NOT_FOUND');
      const { row } = await repo().findOrCreateConversation(
        customerId,
        { kind: 'doctor', id: doctorId },
        deps.clock.now(),
      );
      return toConversationDto(await viewOf(row.id), 'staff');
    },

    /**
     * Stores a message from a participant and pushes it like `chat:send` (a routine card from the doctor: helper E).
     * `content` is plain text (sanitised here); with a `routineId` it may be empty.
     */
    async postMessage(input: {
      conversationId: string;
      from: ChatActor;
      content: string;
      routineId?: string | null;
    }): Promise<ChatSendResult> {
      const actor = await chatActor(input.from);
      return store({
        actor,
        conversationId: input.conversationId,
        content: input.content,
        attachments: [],
        routineId: input.routineId ?? null,
      });
    },

    /** Clears the typing timers (the app is closing). */
    stop(): void {
      for (const key of [...typing.keys()]) stopTyping(key);
    },
  };
}
