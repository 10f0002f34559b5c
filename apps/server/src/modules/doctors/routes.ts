import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DoctorLoginBodySchema,
  DoctorPasswordBodySchema,
  DoctorSchema,
  IdParamsSchema,
  SUCCESS,
  UpdateOwnDoctorBodySchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { DoctorsService } from './service';
import { principalOf } from '../../plugins/auth';

export async function doctorRoutes(app: FastifyInstance, ctx: RouteContext<{ doctors: DoctorsService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const doctors = ctx.services.doctors;
  const tags = ['Doctors'];

  r.post('/auth/login-doctor', {
    schema: {
      tags: ['Auth'],
      summary: 'Đăng nhập bác sĩ',
      body: DoctorLoginBodySchema,
      response: { 200: envelope(DoctorSchema.extend({ accessToken: z.string() })) },
    },
    preHandler: ctx.limiter.login((req) => (req.body as { email?: string }).email),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.login,
      data: await doctors.login(req.body),
    }),
  });

  r.get('/auth/account-doctor', {
    schema: {
      tags: ['Auth'],
      summary: 'Tài khoản bác sĩ hiện tại',
      response: { 200: envelope(DoctorSchema) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      data: await doctors.account(principalOf(req, 'doctor').id),
    }),
  });

  r.put('/doctors/password', {
    schema: {
      tags,
      summary: 'Đổi mật khẩu bác sĩ',
      body: DoctorPasswordBodySchema,
      response: { 200: envelope(z.null()).extend({ accessToken: z.string() }) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.passwordChanged,
      accessToken: await doctors.changePassword(principalOf(req, 'doctor').id, req.body),
      data: null,
    }),
  });

  r.put('/doctors/:id', {
    schema: {
      tags,
      summary: 'Bác sĩ cập nhật thông tin của mình',
      params: IdParamsSchema,
      body: UpdateOwnDoctorBodySchema,
      response: { 200: envelope(DoctorSchema).extend({ accessToken: z.string().optional() }) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => {
      const { doctor, accessToken } = await doctors.updateOwn(
        principalOf(req, 'doctor').id,
        req.params.id,
        req.body,
      );
      return {
        success: true as const,
        message: SUCCESS.accountUpdated,
        data: doctor,
        ...(accessToken ? { accessToken } : {}),
      };
    },
  });
}
