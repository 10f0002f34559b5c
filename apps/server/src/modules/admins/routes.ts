import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminAccountSchema,
  AdminLoginBodySchema,
  AdminLoginResponseSchema,
  CreateAdminAccountBodySchema,
  IdParamsSchema,
  ListAdminAccountsQuerySchema,
  SUCCESS,
  UpdateAdminAccountBodySchema,
  envelope,
  listEnvelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { AdminsService } from './service';
import { principalOf } from '../../plugins/auth';

export async function adminRoutes(app: FastifyInstance, ctx: RouteContext<{ admins: AdminsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admins = ctx.services.admins;
  const tags = ['Admin auth and accounts'];

  r.post('/admin/auth/login', {
    schema: {
      tags,
      summary: 'Đăng nhập quản trị',
      body: AdminLoginBodySchema,
      response: { 200: AdminLoginResponseSchema },
    },
    preHandler: ctx.limiter.login((req) => (req.body as { username?: string }).username),
    handler: async (req) => {
      const { accessToken, admin } = await admins.login(req.body);
      return { success: true as const, message: SUCCESS.login, accessToken, data: admin };
    },
  });

  r.get('/admin/auth/account', {
    schema: { tags, summary: 'Tài khoản quản trị hiện tại', response: { 200: envelope(AdminAccountSchema) } },
    preHandler: ctx.guards.admin(),
    handler: async (req) => ({
      success: true as const,
      data: admins.account(principalOf(req, 'admin').admin),
    }),
  });

  r.get('/admin/admin-accounts', {
    schema: {
      tags,
      summary: 'Danh sách tài khoản quản trị',
      querystring: ListAdminAccountsQuerySchema,
      response: { 200: listEnvelope(AdminAccountSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const { items, pagination } = await admins.list(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.post('/admin/admin-accounts', {
    schema: {
      tags,
      summary: 'Tạo tài khoản quản trị',
      body: CreateAdminAccountBodySchema,
      response: { 201: envelope(AdminAccountSchema) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req, reply) => {
      const data = await admins.create(principalOf(req, 'admin').admin, req.body);
      return reply.status(201).send({ success: true as const, message: SUCCESS.adminCreated, data });
    },
  });

  r.put('/admin/admin-accounts/:id', {
    schema: {
      tags,
      summary: 'Cập nhật tài khoản quản trị',
      params: IdParamsSchema,
      body: UpdateAdminAccountBodySchema,
      response: { 200: envelope(AdminAccountSchema).extend({ accessToken: z.string().optional() }) },
    },
    preHandler: ctx.guards.admin(),
    handler: async (req) => {
      const { account, accessToken } = await admins.update(
        principalOf(req, 'admin').admin,
        req.params.id,
        req.body,
      );
      return {
        success: true as const,
        message: SUCCESS.adminUpdated,
        data: account,
        ...(accessToken ? { accessToken } : {}),
      };
    },
  });

  r.delete('/admin/admin-accounts/:id', {
    schema: {
      tags,
      summary: 'Xóa tài khoản quản trị',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.adminDeleted,
      data: await admins.remove(principalOf(req, 'admin').admin, req.params.id),
    }),
  });
}
