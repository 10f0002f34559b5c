import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateDiaryEntryBodySchema,
  CreateSkinNoteBodySchema,
  DiaryEntryResponseSchema,
  DiaryListResponseSchema,
  DiaryProductsResponseSchema,
  DoctorSkinViewResponseSchema,
  IdParamsSchema,
  SKIN_MESSAGES,
  SaveSkinProfileBodySchema,
  ShareSkinBodySchema,
  SkinBookingParamsSchema,
  SkinNoteResponseSchema,
  SkinRecordResponseSchema,
  SkinSharesResponseSchema,
  envelope,
} from '@lumi/shared';
import { z } from 'zod';
import { principalOf } from '../../plugins/auth';
import type { RouteContext } from '../../plugins/route-context';
import type { SkinService } from './service';

/**
 * One skin, one record (issue 32, additive to the contract): the customer's quiz profile and the bookings it is shared
 * with; the notes doctors write at a visit; what a booking's doctor reads of it.
 */
export async function skinRoutes(app: FastifyInstance, ctx: RouteContext<{ skin: SkinService }>) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const skin = ctx.services.skin;
  const tags = ['Skin record'];

  r.get('/skin/record', {
    schema: {
      tags,
      summary: 'Hồ sơ da của khách hàng: kết quả trắc nghiệm, ghi chú của bác sĩ, thành phần cần tránh',
      response: { 200: SkinRecordResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await skin.record(principalOf(req, 'user').id),
    }),
  });

  r.put('/skin/profile', {
    schema: {
      tags,
      summary: 'Lưu câu trả lời trắc nghiệm da',
      body: SaveSkinProfileBodySchema,
      response: { 200: SkinRecordResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await skin.saveProfile(principalOf(req, 'user').id, req.body.answers),
      message: SKIN_MESSAGES.profileSaved,
    }),
  });

  r.delete('/skin/profile', {
    schema: {
      tags,
      summary: 'Xóa kết quả trắc nghiệm da (ghi chú của bác sĩ vẫn giữ)',
      response: { 200: SkinRecordResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await skin.removeProfile(principalOf(req, 'user').id),
      message: SKIN_MESSAGES.profileDeleted,
    }),
  });

  r.post('/skin/shares', {
    schema: {
      tags,
      summary: 'Chia sẻ hồ sơ da với bác sĩ của một lịch khám',
      body: ShareSkinBodySchema,
      response: { 200: SkinSharesResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await skin.share(principalOf(req, 'user').id, req.body.bookingId),
      message: SKIN_MESSAGES.shared,
    }),
  });

  r.delete('/skin/shares/:bookingId', {
    schema: {
      tags,
      summary: 'Ngừng chia sẻ hồ sơ da với một lịch khám',
      params: SkinBookingParamsSchema,
      response: { 200: SkinSharesResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await skin.unshare(principalOf(req, 'user').id, req.params.bookingId),
      message: SKIN_MESSAGES.unshared,
    }),
  });

  r.get('/skin/bookings/:bookingId', {
    schema: {
      tags,
      summary: 'Hồ sơ da của bệnh nhân trong một lịch khám (bác sĩ của lịch)',
      params: SkinBookingParamsSchema,
      response: { 200: DoctorSkinViewResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      data: await skin.doctorView(principalOf(req, 'doctor').id, req.params.bookingId),
    }),
  });

  r.post('/skin/notes', {
    schema: {
      tags,
      summary: 'Bác sĩ ghi chú vào hồ sơ da của bệnh nhân (thành phần cần tránh)',
      body: CreateSkinNoteBodySchema,
      response: { 201: SkinNoteResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await skin.createNote(principalOf(req, 'doctor').id, req.body),
        message: SKIN_MESSAGES.noteCreated,
      }),
  });

  r.delete('/skin/notes/:id', {
    schema: {
      tags,
      summary: 'Bác sĩ xóa ghi chú của mình',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => {
      await skin.removeNote(principalOf(req, 'doctor').id, req.params.id);
      return { success: true as const, data: { _id: req.params.id }, message: SKIN_MESSAGES.noteDeleted };
    },
  });

  r.get('/skin/diary', {
    schema: {
      tags,
      summary: 'Nhật ký da của khách hàng (mới nhất trước)',
      response: { 200: DiaryListResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({ success: true as const, data: await skin.diary(principalOf(req, 'user').id) }),
  });

  r.get('/skin/diary/products', {
    schema: {
      tags,
      summary: 'Sản phẩm đang dùng (từ đơn hàng đã giao và liệu trình) để ghi vào nhật ký',
      response: { 200: DiaryProductsResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await skin.productsInUse(principalOf(req, 'user').id),
    }),
  });

  r.post('/skin/diary', {
    schema: {
      tags,
      summary: 'Thêm một ngày vào nhật ký da (ghi chú, ảnh, sản phẩm đang dùng)',
      body: CreateDiaryEntryBodySchema,
      response: { 201: DiaryEntryResponseSchema },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) =>
      reply.status(201).send({
        success: true as const,
        data: await skin.addDiary(principalOf(req, 'user').id, req.body),
        message: SKIN_MESSAGES.diaryCreated,
      }),
  });

  r.delete('/skin/diary/:id', {
    schema: {
      tags,
      summary: 'Xóa một mục nhật ký da (và ảnh của nó)',
      params: IdParamsSchema,
      response: { 200: envelope(z.object({ _id: z.string() })) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => {
      await skin.removeDiary(principalOf(req, 'user').id, req.params.id);
      return { success: true as const, data: { _id: req.params.id }, message: SKIN_MESSAGES.diaryDeleted };
    },
  });

  // A diary photo: no token header (an <img> sends none) — the link's signature names the viewer, and every request
  // checks again that the viewer may still see it (ADR 0067).
  r.get('/skin/photos/:id', {
    schema: {
      tags,
      summary: 'Ảnh nhật ký da (liên kết có chữ ký, kiểm tra quyền mỗi lần)',
      params: z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) }),
      querystring: z.object({
        v: z.string().max(120),
        e: z.coerce.number().int(),
        s: z.string().max(100),
      }),
    },
    handler: async (req, reply) => {
      const bytes = await skin.photo(req.params.id, req.query);
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  });
}
