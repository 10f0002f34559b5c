import '../zod-setup';
import { z } from 'zod';
import {
  ADMIN_ROLES,
  type BOOKING_STATUSES,
  type ORDER_STATUSES,
  type PAYMENT_STATUSES,
  PRINCIPAL_KINDS,
} from '../enums';
import { VALIDATION } from '../messages/vi';
import { CHAT_ATTACHMENTS_MAX, CHAT_CONTENT_MAX, type CallEndReason } from '../logic/realtime';
import {
  AvatarSchema,
  IdSchema,
  IsoDateTimeSchema,
  PageQuerySchema,
  PaginationSchema,
  SearchParamSchema,
  filterQuery,
  optionalQuery,
} from './common';
import { type NotificationSchema } from './notifications';

export const CHAT_TYPES = ['User_Admin', 'User_Doctor'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

export const CHAT_CONTACT_TYPES = ['support', 'doctor'] as const;
export const CHAT_FILTERS = ['all', 'unread', 'read'] as const;
export const MESSAGE_STATUSES = ['sent', 'delivered', 'read'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

// ── answers (api-contract §2 "notifications and chat") ───────────────────────

export const ParticipantSchema = z.object({
  _id: z.string(),
  kind: z.enum(PRINCIPAL_KINDS),
  name: z.string(),
  avatar: AvatarSchema,
  specialty: z.string().optional(),
  role: z.enum(ADMIN_ROLES).optional(),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const AttachmentSchema = z.object({
  url: z.string().min(1).max(2048),
  publicId: z.string().min(1).max(200),
  type: z.enum(['image', 'audio']),
  durationSec: z.number().min(0).max(3600).optional(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const MessageSchema = z.object({
  _id: z.string(),
  conversation: z.string(),
  sender: ParticipantSchema,
  receiver: ParticipantSchema,
  content: z.string(),
  attachments: z.array(AttachmentSchema),
  replyTo: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  isRead: z.boolean(),
  clientId: z.string().nullable(),
  /** Additive (ADR 0023): a routine the doctor recommended, shown as a card (GET /routines/{id}). */
  routineId: z.string().nullable().optional(),
  createdAt: IsoDateTimeSchema,
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  _id: z.string(),
  type: z.enum(CHAT_TYPES),
  /** Always the customer who opened it. */
  sender: ParticipantSchema,
  /** The support account or the doctor. */
  receiver: ParticipantSchema,
  lastMessage: z
    .object({
      _id: z.string(),
      sender: z.string(),
      content: z.string(),
      hasAttachments: z.boolean(),
      /** Additive (helper C2): the first attachment's type, so a list can say 'Đã gửi 1 hình ảnh' or
       * 'Đã gửi 1 tin nhắn thoại'; absent from servers that do not send it. */
      attachmentType: z.enum(['image', 'audio']).nullable().optional(),
      isRead: z.boolean(),
      createdAt: IsoDateTimeSchema,
    })
    .nullable(),
  /** Unread for the caller. */
  unreadCount: z.number().int(),
  isActive: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ChatContactSchema = z.object({
  contact: ParticipantSchema,
  conversation: ConversationSchema.nullable(),
});
export type ChatContact = z.infer<typeof ChatContactSchema>;

// ── REST requests (api-contract §4.10) ───────────────────────────────────────

export const ChatContactsQuerySchema = PageQuerySchema.extend({
  type: z.enum(CHAT_CONTACT_TYPES, { error: VALIDATION.invalid }),
  search: SearchParamSchema,
});
export type ChatContactsQuery = z.output<typeof ChatContactsQuerySchema>;

export const ConversationsQuerySchema = PageQuerySchema.extend({
  as: optionalQuery(z.enum(PRINCIPAL_KINDS)),
  search: SearchParamSchema,
  filter: filterQuery(z.enum(CHAT_FILTERS, { error: VALIDATION.invalid })),
});
export type ConversationsQuery = z.output<typeof ConversationsQuerySchema>;

export const MessagesQuerySchema = PageQuerySchema.extend({
  as: optionalQuery(z.enum(PRINCIPAL_KINDS)),
  /** A message id: only messages older than it (pages stay stable while new ones arrive). */
  before: optionalQuery(IdSchema),
});
export type MessagesQuery = z.output<typeof MessagesQuerySchema>;

export const ChatSeenResultSchema = z.object({ conversationId: z.string(), readAt: IsoDateTimeSchema });
export type ChatSeenResult = z.infer<typeof ChatSeenResultSchema>;

export const ChatContactListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ChatContactSchema),
  pagination: PaginationSchema,
});

// ── socket events (api-contract §5.3, §5.4) ──────────────────────────────────

export const IceCandidateSchema = z.object({
  candidate: z.string().max(4000),
  sdpMid: z.string().max(100).nullish(),
  sdpMLineIndex: z.number().int().min(0).max(1000).nullish(),
});
export type IceCandidate = z.infer<typeof IceCandidateSchema>;

const CallIdSchema = z.string().uuid(VALIDATION.invalid);
const SdpSchema = z.string().min(1).max(100_000);

export const ChatSendSchema = z
  .object({
    conversationId: IdSchema.optional(),
    to: z.object({ _id: IdSchema, kind: z.enum(['admin', 'doctor']) }).optional(),
    content: z.string().max(CHAT_CONTENT_MAX, VALIDATION.invalid).optional(),
    attachments: z.array(AttachmentSchema).max(CHAT_ATTACHMENTS_MAX, VALIDATION.invalid).optional(),
    replyTo: IdSchema.optional(),
    clientId: z.string().max(64).optional(),
  })
  .refine((v) => v.conversationId !== undefined || v.to !== undefined, {
    message: VALIDATION.invalid,
    path: ['conversationId'],
  })
  .refine((v) => (v.content ?? '').trim().length > 0 || (v.attachments ?? []).length > 0, {
    message: 'Vui lòng nhập tin nhắn',
    path: ['content'],
  });
export type ChatSend = z.infer<typeof ChatSendSchema>;

export const ChatSeenSchema = z.object({ conversationId: IdSchema });
export const ChatTypingSchema = z.object({ conversationId: IdSchema, isTyping: z.boolean() });
export const CallOfferSchema = z.object({
  callId: CallIdSchema,
  conversationId: IdSchema,
  offer: z.object({ type: z.literal('offer'), sdp: SdpSchema }),
  withVideo: z.boolean(),
});
export const CallAnswerSchema = z.object({
  callId: CallIdSchema,
  answer: z.object({ type: z.literal('answer'), sdp: SdpSchema }),
});
export const CallIceSchema = z.object({ callId: CallIdSchema, candidate: IceCandidateSchema });
export const CallEndSchema = z.object({ callId: CallIdSchema, reason: z.enum(['hangup', 'rejected']) });

/** Every client event's acknowledgement (api-contract §5.1). */
export type SocketAck<T = unknown> = { ok: true; data?: T } | { ok: false; code: string; message: string };

export type ClientEvents = {
  'chat:send': z.input<typeof ChatSendSchema>;
  'chat:seen': z.input<typeof ChatSeenSchema>;
  'chat:typing': z.input<typeof ChatTypingSchema>;
  'call:offer': z.input<typeof CallOfferSchema>;
  'call:answer': z.input<typeof CallAnswerSchema>;
  'call:ice': z.input<typeof CallIceSchema>;
  'call:end': z.input<typeof CallEndSchema>;
};
export type ClientEventName = keyof ClientEvents;

export type OrderStatusEvent = {
  orderId: string;
  code: string;
  status: (typeof ORDER_STATUSES)[number];
  /** null = a new order. */
  prevStatus: (typeof ORDER_STATUSES)[number] | null;
  paymentStatus: (typeof PAYMENT_STATUSES)[number];
  updatedAt: string;
};
export type BookingStatusEvent = {
  bookingId: string;
  code: string;
  status: (typeof BOOKING_STATUSES)[number];
  /** null = a new booking (open slot pickers refetch). */
  prevStatus: (typeof BOOKING_STATUSES)[number] | null;
  doctorId: string;
  clinicId: string;
  date: string;
  startTime: string;
  updatedAt: string;
};

export type ServerEvents = {
  userOnlines: string[];
  'chat:message': { conversation: Conversation; message: Message };
  /** Additive (ADR 0023): a conversation was assigned to another staff member, closed or reopened. */
  'chat:conversation': { conversation: Conversation };
  'chat:seen': { conversationId: string; readerId: string; readAt: string; lastMessageId: string };
  'chat:typing': {
    conversationId: string;
    from: { _id: string; kind: (typeof PRINCIPAL_KINDS)[number] };
    isTyping: boolean;
  };
  'notification:new': { notification: z.infer<typeof NotificationSchema>; unreadCount: number };
  'order:status': OrderStatusEvent;
  'booking:status': BookingStatusEvent;
  'call:offer': {
    callId: string;
    conversationId: string;
    from: Participant;
    offer: { type: 'offer'; sdp: string };
    withVideo: boolean;
    /** Additive (ADR 0067): a customer ↔ doctor call's booking, the one whose call window holds. */
    bookingId?: string;
  };
  'call:answer': { callId: string; answer: { type: 'answer'; sdp: string } };
  'call:ice': { callId: string; candidate: IceCandidate };
  'call:end': { callId: string; reason: CallEndReason };
  'auth:expired': { code: 'AUTH_TOKEN_INVALID' | 'ACCOUNT_DISABLED'; message: string };
  /** Additive (ADR 0031): a newer socket of the account took this one's place; the server closes it. */
  'connection:replaced': { code: 'TOO_MANY_CONNECTIONS'; message: string };
};
export type ServerEventName = keyof ServerEvents;
