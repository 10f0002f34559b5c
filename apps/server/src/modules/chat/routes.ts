import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActingKindQuerySchema,
  ChatContactListResponseSchema,
  ChatContactsQuerySchema,
  ChatSeenResultSchema,
  ConversationSchema,
  ConversationsQuerySchema,
  IdParamsSchema,
  MessageSchema,
  MessagesQuerySchema,
  ParticipantSchema,
  SUCCESS,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import type { RouteContext } from '../../plugins/route-context';
import type { ChatService } from './service';
import { AppError } from '../../lib/app-error';
import { principalOf } from '../../plugins/auth';
import { AssignConversationBodySchema, ConversationStatusBodySchema } from './dto';
import type { ChatActor } from './service';

/** The acting principal of an any-kind route (`?as=`, see plugins/auth). */
function actorOf(request: FastifyRequest): ChatActor {
  const principal = request.principal;
  if (!principal) throw new AppError('AUTH_REQUIRED');
  return principal.kind === 'admin'
    ? { kind: 'admin', id: principal.id, role: principal.admin.role }
    : { kind: principal.kind, id: principal.id };
}

/**
 * Chat over REST (api-contract §4.10): reads and read receipts; messages are sent on the socket (§5.4). Plus the
 * staff inbox's assignment and closing (additive). CLINIC accounts have no chat: FORBIDDEN.
 */
export async function chatRoutes(app: FastifyInstance, ctx: RouteContext<{ chat: ChatService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const chat = ctx.services.chat;
  const tags = ['Chat'];

  r.get('/chat/contacts', {
    schema: {
      tags,
      summary: 'Nhân viên hỗ trợ hoặc bác sĩ mà khách hàng có thể nhắn tin, kèm cuộc trò chuyện nếu có',
      querystring: ChatContactsQuerySchema,
      response: { 200: ChatContactListResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => {
      const { items, pagination } = await chat.contacts(principalOf(req, 'user').id, req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/chat/staff', {
    schema: {
      tags,
      summary: 'Nhân viên hỗ trợ (ADMIN, SUPPORT) đang hoạt động, để chuyển cuộc trò chuyện',
      response: { 200: envelope(z.array(ParticipantSchema)) },
    },
    preHandler: ctx.guards.admin('ADMIN', 'SUPPORT'),
    handler: async (req) => ({ success: true as const, data: await chat.staff(actorOf(req)) }),
  });

  r.get('/chat/conversations', {
    schema: {
      tags,
      summary: 'Các cuộc trò chuyện của người gọi (mới hoạt động trước)',
      querystring: ConversationsQuerySchema,
      response: { 200: listEnvelope(ConversationSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => {
      const { items, pagination } = await chat.conversations(actorOf(req), req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/chat/conversations/:id/messages', {
    schema: {
      tags,
      summary: 'Tin nhắn của một cuộc trò chuyện (mới nhất trước; `before` giữ các trang ổn định)',
      params: IdParamsSchema,
      querystring: MessagesQuerySchema,
      response: { 200: listEnvelope(MessageSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => {
      const { items, pagination } = await chat.messages(actorOf(req), req.params.id, req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.put('/chat/conversations/:id/seen', {
    schema: {
      tags,
      summary: 'Đánh dấu đã xem các tin nhắn gửi đến người gọi',
      params: IdParamsSchema,
      querystring: ActingKindQuerySchema,
      response: { 200: envelope(ChatSeenResultSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => ({
      success: true as const,
      data: await chat.markSeen(actorOf(req), req.params.id),
    }),
  });

  r.put('/chat/conversations/:id/assign', {
    schema: {
      tags,
      summary: 'Chuyển cuộc trò chuyện hỗ trợ cho nhân viên khác (ADMIN, SUPPORT)',
      params: IdParamsSchema,
      querystring: ActingKindQuerySchema,
      body: AssignConversationBodySchema,
      response: { 200: envelope(ConversationSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await chat.assign(actorOf(req), req.params.id, req.body.adminId),
    }),
  });

  r.put('/chat/conversations/:id/status', {
    schema: {
      tags,
      summary: 'Đóng hoặc mở lại cuộc trò chuyện hỗ trợ (ADMIN, SUPPORT)',
      params: IdParamsSchema,
      querystring: ActingKindQuerySchema,
      body: ConversationStatusBodySchema,
      response: { 200: envelope(ConversationSchema) },
    },
    preHandler: ctx.guards.anyKind,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.updated,
      data: await chat.setStatus(actorOf(req), req.params.id, req.body.isActive),
    }),
  });
}
