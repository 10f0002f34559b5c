import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LoginBodySchema,
  LoginResponseSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SendOtpBodySchema,
  SendOtpResultSchema,
  SUCCESS,
  UpdateAccountBodySchema,
  UserSchema,
  VerifyOtpBodySchema,
  VerifyOtpResultSchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import type { RouteContext } from '../../plugins/route-context';
import type { AuthService } from './service';
import { principalOf } from '../../plugins/auth';

export async function authRoutes(app: FastifyInstance, ctx: RouteContext<{ auth: AuthService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const auth = ctx.services.auth;
  const tags = ['Auth'];

  r.post('/auth/login', {
    schema: {
      tags,
      summary: 'Đăng nhập khách hàng',
      body: LoginBodySchema,
      response: { 200: LoginResponseSchema },
    },
    preHandler: ctx.limiter.login((req) => (req.body as { email?: string }).email),
    handler: async (req) => {
      const result = await auth.login(req.body);
      if (!result.verified) {
        return {
          success: true as const,
          message: SUCCESS.loginNeedsVerify,
          data: { verify: false, email: result.email },
        };
      }
      return {
        success: true as const,
        message: SUCCESS.login,
        accessToken: result.accessToken,
        user: result.user,
        data: { verify: true, email: result.email },
      };
    },
  });

  r.post('/auth/register', {
    schema: {
      tags,
      summary: 'Đăng ký tài khoản',
      body: RegisterBodySchema,
      response: { 201: envelope(z.object({ email: z.string() })) },
    },
    preHandler: ctx.limiter.otp(),
    handler: async (req, reply) => {
      const data = await auth.register(req.body);
      return reply.status(201).send({ success: true as const, message: SUCCESS.register, data });
    },
  });

  r.post('/auth/send-otp', {
    schema: {
      tags,
      summary: 'Gửi mã OTP',
      body: SendOtpBodySchema,
      response: { 200: envelope(SendOtpResultSchema) },
    },
    preHandler: ctx.limiter.otp(),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.otpSent,
      data: await auth.sendOtp(req.body),
    }),
  });

  r.post('/auth/verify-otp', {
    schema: {
      tags,
      summary: 'Xác thực mã OTP',
      body: VerifyOtpBodySchema,
      response: { 200: envelope(VerifyOtpResultSchema) },
    },
    // Guessing codes across many addresses is limited like sign-ins (the per-code limit is 5 wrong tries).
    preHandler: ctx.limiter.login(),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.otpVerified,
      data: await auth.verifyOtp(req.body),
    }),
  });

  r.post('/auth/reset-password', {
    schema: {
      tags,
      summary: 'Đặt lại mật khẩu',
      body: ResetPasswordBodySchema,
      response: { 200: envelope(z.null()) },
    },
    handler: async (req) => {
      await auth.resetPassword(req.body);
      return { success: true as const, message: SUCCESS.passwordReset, data: null };
    },
  });

  r.get('/auth/account', {
    schema: { tags, summary: 'Thông tin tài khoản', response: { 200: envelope(UserSchema) } },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await auth.getAccount(principalOf(req, 'user').user),
    }),
  });

  r.put('/auth/account', {
    schema: {
      tags,
      summary: 'Cập nhật tài khoản',
      body: UpdateAccountBodySchema,
      response: { 200: envelope(UserSchema).extend({ accessToken: z.string().optional() }) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => {
      const result = await auth.updateAccount(principalOf(req, 'user').user, req.body);
      return {
        success: true as const,
        message: SUCCESS.accountUpdated,
        data: result.user,
        ...(result.accessToken ? { accessToken: result.accessToken } : {}),
      };
    },
  });
}
