import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ContactCreatedResponseSchema,
  ContactListResponseSchema,
  CreateContactBodySchema,
  DIRECTORY_TEXT,
  ListContactsQuerySchema,
} from '@lumi/shared';
import type { AppContext } from '../../lib/context';

/** POST /contacts (public, rate-limited) and GET /admin/contacts (ADMIN), api-contract §4.11. */
export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
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
}
