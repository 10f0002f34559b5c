import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminUserDeleteResponseSchema,
  AdminUserDetailResponseSchema,
  AdminUserListResponseSchema,
  AdminUserResponseSchema,
  IdParamsSchema,
  ListAdminUsersQuerySchema,
  SUCCESS,
  UpdateAdminUserBodySchema,
} from '@lumi/shared';
import type { RouteContext } from '../../plugins/route-context';
import type { AdminUsersService } from './service';

/** The customers of the back office (api-contract §3.7, ADR 0024): ADMIN and SUPPORT; only ADMIN deletes. */
export async function adminUserRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ adminUsers: AdminUsersService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const users = ctx.services.adminUsers;
  const tags = ['Admin users'];

  r.get('/admin/users', {
    schema: {
      tags,
      summary: 'Danh sách người dùng',
      querystring: ListAdminUsersQuerySchema,
      response: { 200: AdminUserListResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN', 'SUPPORT'),
    handler: async (req) => {
      const { items, pagination } = await users.list(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/users/:id', {
    schema: {
      tags,
      summary: 'Chi tiết người dùng',
      params: IdParamsSchema,
      response: { 200: AdminUserDetailResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN', 'SUPPORT'),
    handler: async (req) => ({ success: true as const, data: await users.detail(req.params.id) }),
  });

  r.put('/admin/users/:id', {
    schema: {
      tags,
      summary: 'Khóa hoặc mở khóa người dùng',
      params: IdParamsSchema,
      body: UpdateAdminUserBodySchema,
      response: { 200: AdminUserResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN', 'SUPPORT'),
    handler: async (req) => {
      const data = await users.setActive(req.params.id, req.body.isActive);
      return {
        success: true as const,
        message: req.body.isActive ? SUCCESS.userUnblocked : SUCCESS.userBlocked,
        data,
      };
    },
  });

  r.delete('/admin/users/:id', {
    schema: {
      tags,
      summary: 'Xóa người dùng',
      params: IdParamsSchema,
      response: { 200: AdminUserDeleteResponseSchema },
    },
    preHandler: ctx.guards.admin('ADMIN'),
    handler: async (req) => {
      const data = await users.remove(req.params.id);
      return {
        success: true as const,
        message: data.deleted ? SUCCESS.userDeleted : SUCCESS.userDisabledInsteadOfDeleted,
        data,
      };
    },
  });
}
