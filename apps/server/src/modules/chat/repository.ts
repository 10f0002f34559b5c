import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AdminRole, Attachment, ChatType, Image, MessageStatus, PrincipalKind } from '@lumi/shared';
import type { Db } from '../../db/client';
import { uploadsRepository } from '../uploads/repository';
import { conversations, messages } from '../../db/schema';
import { isPgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import { foldedMatch, isoOf, rowsOf } from '../../db/sql';
import { userView } from '../../db/read/auth';
import { adminView } from '../../db/read/admins';
import { doctorView } from '../../db/read/doctors';
import { clinicView } from '../../db/read/clinics';
import { bookingView } from '../../db/read/bookings';
import { viewAs } from '../../db/views';

/** A principal as the chat tables store it. */
export type PrincipalRef = { kind: PrincipalKind; id: string };

/** A conversation with both parties' names and pictures, its last message and both sides' unread counts. */
export type ConversationViewRow = {
  id: string;
  type: ChatType;
  userId: string;
  adminId: string | null;
  doctorId: string | null;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  userName: string;
  userAvatar: Image | null;
  staffName: string;
  staffAvatar: Image | null;
  adminRole: AdminRole | null;
  doctorSpecialty: string | null;
  lastId: string | null;
  lastSenderId: string | null;
  lastContent: string | null;
  lastHasAttachments: boolean | null;
  /** The first attachment's type ('image' | 'audio'), null without attachments. */
  lastAttachmentType: 'image' | 'audio' | null;
  lastIsRead: boolean | null;
  lastCreatedAt: string | null;
  /** Unread messages the staff side wrote (the customer's unread count). */
  userUnread: number;
  /** Unread messages the customer wrote (the staff side's unread count). */
  staffUnread: number;
};

export type MessageRow = {
  id: string;
  conversationId: string;
  senderKind: PrincipalKind;
  senderId: string;
  receiverKind: PrincipalKind;
  receiverId: string;
  content: string;
  attachments: Attachment[];
  replyToId: string | null;
  status: MessageStatus;
  isRead: boolean;
  clientId: string | null;
  routineId: string | null;
  createdAt: string;
};

/** A person who can take part in a conversation, as the Participant of an answer needs them. */
export type PersonRow = {
  kind: PrincipalKind;
  id: string;
  name: string;
  avatar: Image | null;
  role: AdminRole | null;
  specialty: string | null;
  isActive: boolean;
};

export type ContactRow = PersonRow & { conversationId: string | null };

/** Whose list: the customer's, a support account's or a doctor's. */
export type ListOwner = PrincipalRef;

const CONVERSATION_VIEW = sql`
  select c.id, c.type, c.user_id as "userId", c.admin_id as "adminId", c.doctor_id as "doctorId",
    c.is_active as "isActive", ${isoOf(sql`c.created_at`)} as "createdAt", ${isoOf(sql`c.updated_at`)} as "updatedAt",
    u.name as "userName", u.avatar as "userAvatar",
    coalesce(a.name, d.name) as "staffName", coalesce(a.avatar, d.avatar) as "staffAvatar",
    a.role as "adminRole", d.specialty as "doctorSpecialty",
    lm.id as "lastId", lm.sender_id as "lastSenderId", lm.content as "lastContent",
    (jsonb_array_length(lm.attachments) > 0) as "lastHasAttachments", lm.attachments->0->>'type' as "lastAttachmentType",
    (lm.read_at is not null) as "lastIsRead", ${isoOf(sql`lm.created_at`)} as "lastCreatedAt",
    (select count(*)::int from messages um
       where um.conversation_id = c.id and um.read_at is null and um.sender_kind <> 'user') as "userUnread",
    (select count(*)::int from messages sm
       where sm.conversation_id = c.id and sm.read_at is null and sm.sender_kind = 'user') as "staffUnread"
  from conversations c
  join ${viewAs(userView, 'u')} on u.id = c.user_id
  left join ${viewAs(adminView, 'a')} on a.id = c.admin_id
  left join ${viewAs(doctorView, 'd')} on d.id = c.doctor_id
  left join lateral (
    select m.id, m.sender_id, m.content, m.attachments, m.read_at, m.created_at
    from messages m where m.conversation_id = c.id
    order by m.created_at desc, m.seq desc limit 1
  ) lm on true`;

const MESSAGE_COLUMNS = sql`
  m.id, m.conversation_id as "conversationId", m.sender_kind as "senderKind", m.sender_id as "senderId",
  m.receiver_kind as "receiverKind", m.receiver_id as "receiverId", m.content, m.attachments,
  m.reply_to_id as "replyToId", m.status, (m.read_at is not null) as "isRead", m.client_id as "clientId",
  m.routine_id as "routineId", ${isoOf(sql`m.created_at`)} as "createdAt"`;

/** The condition "this conversation is on the owner's list". */
function ownerCondition(owner: ListOwner): SQL {
  if (owner.kind === 'user') return sql`c.user_id = ${owner.id}`;
  if (owner.kind === 'admin') return sql`c.admin_id = ${owner.id}`;
  return sql`c.doctor_id = ${owner.id}`;
}

export function chatRepository(db: Db) {
  /** The people behind principal references (customers, admin accounts, doctors), in any order. */
  async function people(refs: readonly PrincipalRef[]): Promise<PersonRow[]> {
    const ids = (kind: PrincipalKind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    const parts: SQL[] = [];
    const list = (values: string[]) =>
      sql.join(
        values.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
    const userIds = ids('user');
    const adminIds = ids('admin');
    const doctorIds = ids('doctor');
    if (userIds.length > 0)
      parts.push(sql`select 'user'::text as kind, id, name, avatar, null::text as role, null::text as specialty,
                       is_active as "isActive" from ${viewAs(userView, 'users')} where id in (${list(userIds)})`);
    if (adminIds.length > 0)
      parts.push(sql`select 'admin'::text as kind, id, name, avatar, role::text as role, null::text as specialty,
                       is_active as "isActive" from ${viewAs(adminView, 'admins')} where id in (${list(adminIds)})`);
    if (doctorIds.length > 0)
      parts.push(sql`select 'doctor'::text as kind, d.id, d.name, d.avatar, null::text as role, d.specialty,
                       (d.is_active and cl.is_active) as "isActive"
                     from ${viewAs(doctorView, 'd')} join ${viewAs(clinicView, 'cl')} on cl.id = d.clinic_id where d.id in (${list(doctorIds)})`);
    if (parts.length === 0) return [];
    return rowsOf<PersonRow>(db, sql.join(parts, sql` union all `));
  }

  return {
    /** The files sent in a customer's conversations, either way (they go with the customer's account). */
    async attachmentsOfCustomer(userId: string): Promise<Attachment[]> {
      const rows = await db
        .select({ attachments: messages.attachments })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(eq(conversations.userId, userId));
      return rows.flatMap((r) => r.attachments);
    },

    async conversationViews(ids: readonly string[]): Promise<ConversationViewRow[]> {
      if (ids.length === 0) return [];
      return rowsOf<ConversationViewRow>(
        db,
        sql`${CONVERSATION_VIEW} where c.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );
    },

    async conversationView(id: string): Promise<ConversationViewRow | undefined> {
      const [row] = await rowsOf<ConversationViewRow>(db, sql`${CONVERSATION_VIEW} where c.id = ${id}`);
      return row;
    },

    /**
     * A page of the owner's conversations, latest activity first. `unread` counts what the other side wrote and
     * the owner has not read; `search` matches the other party's name (diacritics and small typos forgiven).
     */
    async listConversations(
      owner: ListOwner,
      filter: { search?: string | undefined; unread?: boolean | undefined },
      range: { limit: number; offset: number },
    ): Promise<{ ids: string[]; total: number }> {
      const otherName = owner.kind === 'user' ? sql`coalesce(a.name, d.name)` : sql`u.name`;
      const unreadSide = owner.kind === 'user' ? sql`m.sender_kind <> 'user'` : sql`m.sender_kind = 'user'`;
      const unread = sql`exists (select 1 from messages m where m.conversation_id = c.id and m.read_at is null and ${unreadSide})`;
      const conditions: SQL[] = [ownerCondition(owner)];
      if (filter.search) conditions.push(foldedMatch(sql`lumi_fold(${otherName})`, filter.search));
      if (filter.unread === true) conditions.push(unread);
      if (filter.unread === false) conditions.push(sql`not ${unread}`);
      const rows = await rowsOf<{ id: string; total: number }>(
        db,
        sql`select c.id, (count(*) over ())::int as total
            from conversations c
            join ${viewAs(userView, 'u')} on u.id = c.user_id
            left join ${viewAs(adminView, 'a')} on a.id = c.admin_id
            left join ${viewAs(doctorView, 'd')} on d.id = c.doctor_id
            where ${sql.join(conditions, sql` and `)}
            order by c.updated_at desc, c.id desc
            limit ${range.limit} offset ${range.offset}`,
      );
      if (rows.length > 0 || range.offset === 0)
        return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
      // A page past the end still reports how many there are.
      const [count] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from conversations c
            join ${viewAs(userView, 'u')} on u.id = c.user_id
            left join ${viewAs(adminView, 'a')} on a.id = c.admin_id
            left join ${viewAs(doctorView, 'd')} on d.id = c.doctor_id
            where ${sql.join(conditions, sql` and `)}`,
      );
      return { ids: [], total: count?.total ?? 0 };
    },

    /**
     * The customer's contacts of one kind, those with a conversation first (latest activity first), then by name:
     * `support` = active ADMIN and SUPPORT accounts; `doctor` = active doctors of active clinics with whom the
     * customer has a booking that is not cancelled.
     */
    async listContacts(
      userId: string,
      type: 'support' | 'doctor',
      search: string | undefined,
      range: { limit: number; offset: number },
    ): Promise<{ rows: ContactRow[]; total: number }> {
      const query =
        type === 'support'
          ? sql`select 'admin'::text as kind, a.id, a.name, a.avatar, a.role, null::text as specialty,
                  a.is_active as "isActive", c.id as "conversationId", c.updated_at as activity
                from ${viewAs(adminView, 'a')}
                left join conversations c on c.admin_id = a.id and c.user_id = ${userId}
                where a.is_active and a.role in ('ADMIN', 'SUPPORT')
                  ${search ? sql`and ${foldedMatch(sql`lumi_fold(a.name)`, search)}` : sql``}`
          : sql`select 'doctor'::text as kind, d.id, d.name, d.avatar, null::text as role, d.specialty,
                  d.is_active as "isActive", c.id as "conversationId", c.updated_at as activity
                from ${viewAs(doctorView, 'd')}
                join ${viewAs(clinicView, 'cl')} on cl.id = d.clinic_id and cl.is_active
                left join conversations c on c.doctor_id = d.id and c.user_id = ${userId}
                where d.is_active
                  and exists (select 1 from ${viewAs(bookingView, 'b')}
                              where b.user_id = ${userId} and b.doctor_id = d.id and b.status <> 'cancelled')
                  ${search ? sql`and ${foldedMatch(sql`lumi_fold(d.name)`, search)}` : sql``}`;
      const rows = await rowsOf<ContactRow & { activity: unknown; total: number }>(
        db,
        sql`select q.kind, q.id, q.name, q.avatar, q.role, q.specialty, q."isActive", q."conversationId",
              (count(*) over ())::int as total
            from (${query}) q
            order by q.activity desc nulls last, q.name asc, q.id asc
            limit ${range.limit} offset ${range.offset}`,
      );
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && range.offset > 0) {
        const [count] = await rowsOf<{ total: number }>(
          db,
          sql`select count(*)::int as total from (${query}) q`,
        );
        total = count?.total ?? 0;
      }
      return {
        rows: rows.map(({ activity: _activity, total: _total, ...row }) => row),
        total,
      };
    },

    /** The active ADMIN and SUPPORT accounts (whom a support conversation may be handed to), by name. */
    async listStaff(): Promise<ContactRow[]> {
      return rowsOf<ContactRow>(
        db,
        sql`select 'admin'::text as kind, a.id, a.name, a.avatar, a.role, null::text as specialty,
              a.is_active as "isActive", null::uuid as "conversationId"
            from ${viewAs(adminView, 'a')}
            where a.is_active and a.role in ('ADMIN', 'SUPPORT')
            order by a.name asc, a.id asc`,
      );
    },

    people,

    async person(ref: PrincipalRef): Promise<PersonRow | undefined> {
      const [row] = await people([ref]);
      return row;
    },

    /** Whether the customer has a booking with the doctor that is not cancelled. */
    async hasLiveBooking(userId: string, doctorId: string): Promise<boolean> {
      const [row] = await rowsOf<{ ok: boolean }>(
        db,
        sql`select exists (select 1 from ${viewAs(bookingView, 'bookings')}
              where user_id = ${userId} and doctor_id = ${doctorId} and status <> 'cancelled') as ok`,
      );
      return row?.ok === true;
    },

    async findConversation(id: string) {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
      return row;
    },

    /** The conversation of the customer with the staff principal, created when missing (one per pair). */
    async findOrCreateConversation(userId: string, staff: PrincipalRef, now: Date) {
      const staffColumn = staff.kind === 'admin' ? conversations.adminId : conversations.doctorId;
      const existing = async () => {
        const [row] = await db
          .select()
          .from(conversations)
          .where(and(eq(conversations.userId, userId), eq(staffColumn, staff.id)))
          .limit(1);
        return row;
      };
      const found = await existing();
      if (found) return { row: found, created: false };
      // Two first messages racing: the unique index lets one insert win; the other reads the winner's row.
      const [inserted] = await db
        .insert(conversations)
        .values({
          type: staff.kind === 'admin' ? 'User_Admin' : 'User_Doctor',
          userId,
          adminId: staff.kind === 'admin' ? staff.id : null,
          doctorId: staff.kind === 'doctor' ? staff.id : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted) return { row: inserted, created: true };
      const winner = await existing();
      if (!winner) throw new Error('conversation vanished after a conflicting insert');
      return { row: winner, created: false };
    },

    /** Bumps the conversation's activity (and reopens it when asked). */
    async touchConversation(id: string, now: Date, reopen: boolean): Promise<void> {
      await db
        .update(conversations)
        .set(reopen ? { updatedAt: now, isActive: true } : { updatedAt: now })
        .where(eq(conversations.id, id));
    },

    async setConversationActive(id: string, isActive: boolean, now: Date): Promise<void> {
      await db.update(conversations).set({ isActive, updatedAt: now }).where(eq(conversations.id, id));
    },

    /** Hands a support conversation to another admin account; false when the customer already has one with it. */
    async reassign(id: string, adminId: string, now: Date): Promise<boolean> {
      try {
        await db.update(conversations).set({ adminId, updatedAt: now }).where(eq(conversations.id, id));
        return true;
      } catch (error) {
        if (isPgError(error, UNIQUE_VIOLATION, 'conversations_user_admin_unique')) return false;
        throw error;
      }
    },

    async message(id: string): Promise<MessageRow | undefined> {
      const [row] = await rowsOf<MessageRow>(
        db,
        sql`select ${MESSAGE_COLUMNS} from messages m where m.id = ${id}`,
      );
      return row;
    },

    async messageByClientId(conversationId: string, sender: PrincipalRef, clientId: string) {
      const [row] = await rowsOf<MessageRow>(
        db,
        sql`select ${MESSAGE_COLUMNS} from messages m
            where m.conversation_id = ${conversationId} and m.sender_kind = ${sender.kind}
              and m.sender_id = ${sender.id} and m.client_id = ${clientId}`,
      );
      return row;
    },

    async messageInConversation(id: string, conversationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.id, id), eq(messages.conversationId, conversationId)))
        .limit(1);
      return row !== undefined;
    },

    /** Stores a message; undefined when the same sender already sent this `clientId` in the conversation. */
    async insertMessage(values: {
      conversationId: string;
      sender: PrincipalRef;
      receiver: PrincipalRef;
      content: string;
      attachments: Attachment[];
      replyToId: string | null;
      status: MessageStatus;
      clientId: string | null;
      routineId: string | null;
      createdAt: Date;
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(messages)
        .values({
          conversationId: values.conversationId,
          senderKind: values.sender.kind,
          senderId: values.sender.id,
          receiverKind: values.receiver.kind,
          receiverId: values.receiver.id,
          content: values.content,
          attachments: values.attachments,
          replyToId: values.replyToId,
          status: values.status,
          clientId: values.clientId,
          routineId: values.routineId,
          createdAt: values.createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: messages.id });
      return row?.id;
    },

    /**
     * A page of a conversation's messages, newest first; with `before`, only those older than that message (so
     * that pages stay put while new messages arrive). Undefined when `before` is not a message of the conversation.
     */
    async listMessages(
      conversationId: string,
      before: string | undefined,
      range: { limit: number; offset: number },
    ): Promise<{ rows: MessageRow[]; total: number } | undefined> {
      let cursor = sql``;
      if (before) {
        const [anchor] = await rowsOf<{ ok: boolean }>(
          db,
          sql`select true as ok from messages where id = ${before} and conversation_id = ${conversationId}`,
        );
        if (!anchor) return undefined;
        cursor = sql`and (m.created_at, m.seq) < (select created_at, seq from messages where id = ${before})`;
      }
      const [rows, [count]] = await Promise.all([
        rowsOf<MessageRow>(
          db,
          sql`select ${MESSAGE_COLUMNS} from messages m
              where m.conversation_id = ${conversationId} ${cursor}
              order by m.created_at desc, m.seq desc
              limit ${range.limit} offset ${range.offset}`,
        ),
        rowsOf<{ total: number }>(
          db,
          sql`select count(*)::int as total from messages m where m.conversation_id = ${conversationId} ${cursor}`,
        ),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    /**
     * Marks read every unread message of the conversation that the other side wrote (the reader being the customer
     * or the staff side); returns how many changed and the newest message the reader has now read.
     */
    async markRead(
      conversationId: string,
      readerIsCustomer: boolean,
      now: Date,
    ): Promise<{ updated: number; lastMessageId: string | null }> {
      const otherSide = readerIsCustomer ? ne(messages.senderKind, 'user') : eq(messages.senderKind, 'user');
      const changed = await db
        .update(messages)
        .set({ readAt: now, status: 'read' })
        .where(and(eq(messages.conversationId, conversationId), isNull(messages.readAt), otherSide))
        .returning({ id: messages.id });
      const [last] = await rowsOf<{ id: string }>(
        db,
        sql`select id from messages
            where conversation_id = ${conversationId}
              and ${readerIsCustomer ? sql`sender_kind <> 'user'` : sql`sender_kind = 'user'`}
            order by created_at desc, seq desc limit 1`,
      );
      return { updated: changed.length, lastMessageId: last?.id ?? null };
    },

    /** Marks the sender's chat uploads attached (the uploads module's claim, in this transaction). */
    claimChatUploads: (publicIds: readonly string[], owner: PrincipalRef, now: Date) =>
      uploadsRepository(db).claimChatUploads(publicIds, owner, now),
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;

/** Runs `work` in one transaction with a repository bound to it. */
export async function inChatTransaction<T>(db: Db, work: (repo: ChatRepository) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => work(chatRepository(tx as unknown as Db)));
}
