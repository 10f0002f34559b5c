import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactCreatedResponseSchema,
  ContactListResponseSchema,
  ContactResponseSchema,
  CreateContactBodySchema,
  DIRECTORY_TEXT,
  IdParamsSchema,
  ListContactsQuerySchema,
  UpdateContactBodySchema,
} from '@lumi/shared';
import type { RouteContext } from '../../plugins/route-context';
import type { ContactsService } from './service';
import { principalOf } from '../../plugins/auth';

/**
 * POST /contacts (public, rate-limited) and GET /admin/contacts (ADMIN), api-contract §4.11; reading one and marking
 * it handled (ADMIN, issue 24, ADR 0030).
 */
export async function contactRoutes(app: FastifyInstance, ctx: RouteContext<{ contacts: ContactsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const contacts = ctx.services.contacts;
  const tags = ['Contacts'];

  r.post('/contacts', {
    schema: {
      tags,
      summary: 'Gửi liên hệ hợp tác',
      body: CreateContactBodySchema,
      response: { 201: ContactCreatedResponseSchema },
    },
    preHandler: ctx.limiter.contact(),
    handler: async (req, reply) => {
      const data = await contacts.create(req.body, req.ip);
      return reply.status(201).send({ success: true as const, message: DIRECTORY_TEXT.contactSent, data });
    },
  });

  r.get('/admin/contacts', {
    schema: {
      tags,
      summary: 'Danh sách liên hệ hợp tác',
      querystring: ListContactsQuerySchema,
      response: { 200: ContactListResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const { items, pagination } = await contacts.page(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/contacts/:id', {
    schema: {
      tags,
      summary: 'Chi tiết liên hệ hợp tác',
      params: IdParamsSchema,
      response: { 200: ContactResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({ success: true as const, data: await contacts.get(req.params.id) }),
  });

  r.patch('/admin/contacts/:id', {
    schema: {
      tags,
      summary: 'Đánh dấu liên hệ hợp tác đã xử lý hoặc chưa xử lý',
      params: IdParamsSchema,
      body: UpdateContactBodySchema,
      response: { 200: ContactResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const { admin } = principalOf(req, 'admin');
      const data = await contacts.setHandled(req.params.id, req.body.handled, admin.id);
      return {
        success: true as const,
        message: req.body.handled ? DIRECTORY_TEXT.contactHandled : DIRECTORY_TEXT.contactReopened,
        data,
      };
    },
  });
}
