import { z } from 'zod';
import {
  avatarOf,
  IdSchema,
  VALIDATION,
  type Conversation,
  type Message,
  type Participant,
} from '@lumi/shared';
import type { ConversationViewRow, MessageRow, PersonRow, PrincipalRef } from './repository';

// ── staff inbox bodies (additive, not in api-contract §4.10) ─────────────────

/** `PUT /chat/conversations/{id}/assign`: the ADMIN or SUPPORT account that takes the conversation over. */
export const AssignConversationBodySchema = z.object({ adminId: IdSchema });
/** `PUT /chat/conversations/{id}/status`: staff close (false) or reopen (true) a conversation. */
export const ConversationStatusBodySchema = z.object({
  isActive: z.boolean({ error: VALIDATION.invalid }),
});

// ── answers ──────────────────────────────────────────────────────────────────

/** Which side of a conversation reads it: the customer, or the staff member (support account or doctor). */
export type Side = 'customer' | 'staff';

export function participantOf(person: PersonRow): Participant {
  return {
    _id: person.id,
    kind: person.kind,
    name: person.name,
    avatar: avatarOf(person.avatar, person.name),
    ...(person.kind === 'doctor' && person.specialty !== null ? { specialty: person.specialty } : {}),
    ...(person.kind === 'admin' && person.role !== null ? { role: person.role } : {}),
  };
}

/** The customer (sender) and staff member (receiver) of a conversation. */
export function conversationParties(row: ConversationViewRow): {
  sender: Participant;
  receiver: Participant;
} {
  const staffKind = row.type === 'User_Admin' ? 'admin' : 'doctor';
  return {
    sender: participantOf({
      kind: 'user',
      id: row.userId,
      name: row.userName,
      avatar: row.userAvatar,
      role: null,
      specialty: null,
      isActive: true,
    }),
    receiver: participantOf({
      kind: staffKind,
      id: (staffKind === 'admin' ? row.adminId : row.doctorId) ?? '',
      name: row.staffName,
      avatar: row.staffAvatar,
      role: row.adminRole,
      specialty: row.doctorSpecialty,
      isActive: true,
    }),
  };
}

/** A conversation as one side sees it (`unreadCount` is that side's). */
export function toConversationDto(row: ConversationViewRow, side: Side): Conversation {
  return {
    _id: row.id,
    type: row.type,
    ...conversationParties(row),
    lastMessage:
      row.lastId !== null
        ? {
            _id: row.lastId,
            sender: row.lastSenderId ?? '',
            content: row.lastContent ?? '',
            hasAttachments: row.lastHasAttachments === true,
            attachmentType: row.lastAttachmentType ?? null,
            isRead: row.lastIsRead === true,
            createdAt: row.lastCreatedAt ?? row.updatedAt,
          }
        : null,
    unreadCount: side === 'customer' ? row.userUnread : row.staffUnread,
    isActive: row.isActive,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const refKey = (ref: PrincipalRef) => `${ref.kind}:${ref.id}`;

/**
 * A message with its parties. A party whose account is gone (never: accounts are deactivated, not deleted) is shown
 * under a neutral name rather than failing the whole page.
 */
export function toMessageDto(row: MessageRow, people: ReadonlyMap<string, PersonRow>): Message {
  const party = (kind: MessageRow['senderKind'], id: string): Participant => {
    const person = people.get(refKey({ kind, id }));
    return person
      ? participantOf(person)
      : participantOf({
          kind,
          id,
          name: 'Tài khoản không còn tồn tại',
          avatar: null,
          role: null,
          specialty: null,
          isActive: false,
        });
  };
  return {
    _id: row.id,
    conversation: row.conversationId,
    sender: party(row.senderKind, row.senderId),
    receiver: party(row.receiverKind, row.receiverId),
    content: row.content,
    attachments: row.attachments,
    replyTo: row.replyToId,
    status: row.status,
    isRead: row.isRead,
    clientId: row.clientId,
    routineId: row.routineId,
    createdAt: row.createdAt,
  };
}
