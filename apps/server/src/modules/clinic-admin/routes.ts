import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminClinicDetailResponseSchema,
  AdminClinicListResponseSchema,
  AdminClinicResponseSchema,
  AdminClinicReviewListResponseSchema,
  AdminClinicReviewResponseSchema,
  AdminDoctorListResponseSchema,
  AdminDoctorResponseSchema,
  AdminUpdateClinicBodySchema,
  CLINIC_ADMIN_TEXT,
  ClinicAdminDeleteResultSchema,
  ClinicDetailResponseSchema,
  ClinicReviewDeletedResponseSchema,
  CreateClinicBodySchema,
  CreateClinicDoctorBodySchema,
  IdParamsSchema,
  ListAdminClinicReviewsQuerySchema,
  ListAdminClinicsQuerySchema,
  ListAdminDoctorsQuerySchema,
  ModerateClinicReviewBodySchema,
  UpdateClinicBodySchema,
  UpdateClinicDoctorBodySchema,
  envelope,
  type UpdateClinicBody,
} from '@lumi/shared';
import { AppError } from '../../lib/app-error';
import type { RouteContext } from '../../plugins/route-context';
import type { ClinicAdminService } from './service';
import { clinicScopeOf, principalOf } from '../../plugins/auth';
import type { ClinicActor } from './clinics-service';
import type { ManagedScope } from './deps';

/**
 * Clinic management (api-contract §3.8, §4.3, §4.4, §4.5, decision 8): a CLINIC account's own clinic, its doctors
 * and its reviews; an ADMIN's every clinic. SUPPORT is refused; another clinic's doctor or review is a 404.
 */
export async function clinicAdminRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ clinicAdmin: ClinicAdminService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { clinics, doctors, reviews } = ctx.services.clinicAdmin;
  const tags = ['Clinic management'];
  const clinicSide = ctx.guards.admin('CLINIC', 'ADMIN');
  const clinicOnly = ctx.guards.admin('CLINIC');
  const adminOnly = ctx.guards.admin('ADMIN');

  const actorOf = (req: FastifyRequest): ClinicActor => {
    const { admin } = principalOf(req, 'admin');
    return { id: admin.id, role: admin.role };
  };
  const scopeOf = (req: FastifyRequest): ManagedScope => ({ clinicId: clinicScopeOf(req).clinicId });
  /** The CLINIC account's own clinic id (none yet: CLINIC_REQUIRED). */
  const ownClinicId = (req: FastifyRequest): string => {
    const { clinicId } = clinicScopeOf(req);
    if (!clinicId) throw new AppError('CLINIC_REQUIRED');
    return clinicId;
  };

  // ── the clinic's information ──────────────────────────────────────────────

  r.get('/admin/clinics/detail', {
    schema: {
      tags,
      summary: 'Thông tin phòng khám của tài khoản CLINIC (null khi chưa tạo)',
      response: { 200: ClinicDetailResponseSchema },
    },
    preHandler: clinicOnly,
    handler: async (req) => {
      const data = await clinics.ownDetail(principalOf(req, 'admin').id);
      return { success: true as const, data, ...(data ? {} : { message: CLINIC_ADMIN_TEXT.clinicMissing }) };
    },
  });

  r.post('/admin/clinics', {
    schema: {
      tags,
      summary: 'Tạo phòng khám (CLINIC cho chính mình, ADMIN cho một tài khoản CLINIC)',
      body: CreateClinicBodySchema,
      response: { 201: AdminClinicResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req, reply) => {
      const data = await clinics.create(actorOf(req), req.body);
      return reply
        .status(201)
        .send({ success: true as const, message: CLINIC_ADMIN_TEXT.clinicCreated, data });
    },
  });

  const updateOwn = async (req: FastifyRequest<{ Body: UpdateClinicBody }>) => ({
    success: true as const,
    message: CLINIC_ADMIN_TEXT.clinicUpdated,
    data: await clinics.updateOwn(actorOf(req), ownClinicId(req), req.body),
  });
  // The reference client posts partial objects to this path with POST; both methods work (api-contract §4.3).
  for (const method of ['put', 'post'] as const) {
    r[method]('/admin/clinics/owner', {
      schema: {
        tags,
        summary: 'CLINIC cập nhật thông tin phòng khám của mình',
        body: UpdateClinicBodySchema,
        response: { 200: AdminClinicResponseSchema },
      },
      preHandler: clinicOnly,
      handler: updateOwn,
    });
  }

  r.get('/admin/clinics', {
    schema: {
      tags,
      summary: 'Danh sách phòng khám (cả ngừng hoạt động)',
      querystring: ListAdminClinicsQuerySchema,
      response: { 200: AdminClinicListResponseSchema },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const { items, pagination } = await clinics.list(req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  // ── review moderation (fixed paths before /admin/clinics/:id) ────────────

  r.get('/admin/clinics/reviews', {
    schema: {
      tags,
      summary: 'Đánh giá phòng khám (cả đánh giá đã ẩn)',
      querystring: ListAdminClinicReviewsQuerySchema,
      response: { 200: AdminClinicReviewListResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req) => {
      const { items, pagination, stats } = await reviews.page(scopeOf(req), req.query);
      return { success: true as const, data: items, pagination, stats };
    },
  });

  r.put('/admin/clinics/reviews/:id', {
    schema: {
      tags,
      summary: 'Ẩn hoặc hiện một đánh giá phòng khám',
      params: IdParamsSchema,
      body: ModerateClinicReviewBodySchema,
      response: { 200: AdminClinicReviewResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req) => ({
      success: true as const,
      message: req.body.isActive ? CLINIC_ADMIN_TEXT.reviewShown : CLINIC_ADMIN_TEXT.reviewHidden,
      data: await reviews.setVisibility(scopeOf(req), req.params.id, req.body.isActive),
    }),
  });

  r.delete('/admin/clinics/reviews/:id', {
    schema: {
      tags,
      summary: 'Xóa một đánh giá phòng khám',
      params: IdParamsSchema,
      response: { 200: ClinicReviewDeletedResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req) => ({
      success: true as const,
      message: CLINIC_ADMIN_TEXT.reviewDeleted,
      data: await reviews.remove(scopeOf(req), req.params.id),
    }),
  });

  r.get('/admin/clinics/:id', {
    schema: {
      tags,
      summary: 'Chi tiết phòng khám (ADMIN)',
      params: IdParamsSchema,
      response: { 200: AdminClinicDetailResponseSchema },
    },
    preHandler: adminOnly,
    handler: async (req) => ({ success: true as const, data: await clinics.detail(req.params.id) }),
  });

  r.put('/admin/clinics/:id', {
    schema: {
      tags,
      summary: 'ADMIN cập nhật phòng khám, kể cả trạng thái hoạt động',
      params: IdParamsSchema,
      body: AdminUpdateClinicBodySchema,
      response: { 200: AdminClinicDetailResponseSchema },
    },
    preHandler: adminOnly,
    handler: async (req) => ({
      success: true as const,
      message: CLINIC_ADMIN_TEXT.clinicUpdated,
      data: await clinics.adminUpdate(actorOf(req), req.params.id, req.body),
    }),
  });

  r.delete('/admin/clinics/:id', {
    schema: {
      tags,
      summary: 'Xóa phòng khám (ngừng hoạt động khi đã có lịch khám)',
      params: IdParamsSchema,
      response: { 200: envelope(ClinicAdminDeleteResultSchema) },
    },
    preHandler: adminOnly,
    handler: async (req) => {
      const data = await clinics.remove(req.params.id);
      return {
        success: true as const,
        message: data.deleted ? CLINIC_ADMIN_TEXT.clinicDeleted : CLINIC_ADMIN_TEXT.clinicDeactivated,
        data,
      };
    },
  });

  // ── the clinic's doctors ───────────────────────────────────────────────────

  r.get('/admin/doctors', {
    schema: {
      tags,
      summary: 'Danh sách bác sĩ (CLINIC: của phòng khám mình; ADMIN: tất cả)',
      querystring: ListAdminDoctorsQuerySchema,
      response: { 200: AdminDoctorListResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req) => {
      const { items, pagination } = await doctors.list(scopeOf(req), req.query);
      return { success: true as const, data: items, pagination };
    },
  });

  r.get('/admin/doctors/:id', {
    schema: {
      tags,
      summary: 'Chi tiết bác sĩ',
      params: IdParamsSchema,
      response: { 200: AdminDoctorResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req) => ({
      success: true as const,
      data: await doctors.detail(scopeOf(req), req.params.id),
    }),
  });

  r.post('/admin/doctors', {
    schema: {
      tags,
      summary: 'Thêm bác sĩ cho phòng khám',
      body: CreateClinicDoctorBodySchema,
      response: { 201: AdminDoctorResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req, reply) => {
      const data = await doctors.create(scopeOf(req), actorOf(req), req.body);
      return reply
        .status(201)
        .send({ success: true as const, message: CLINIC_ADMIN_TEXT.doctorCreated, data });
    },
  });

  r.put('/admin/doctors/:id', {
    schema: {
      tags,
      summary: 'Cập nhật bác sĩ (mật khẩu mới thu hồi các phiên đăng nhập cũ)',
      params: IdParamsSchema,
      body: UpdateClinicDoctorBodySchema,
      response: { 200: AdminDoctorResponseSchema },
    },
    preHandler: clinicSide,
    handler: async (req) => ({
      success: true as const,
      message: CLINIC_ADMIN_TEXT.doctorUpdated,
      data: await doctors.update(scopeOf(req), actorOf(req), req.params.id, req.body),
    }),
  });

  r.delete('/admin/doctors/:id', {
    schema: {
      tags,
      summary: 'Xóa bác sĩ (ngừng hoạt động khi đã có lịch khám)',
      params: IdParamsSchema,
      response: { 200: envelope(ClinicAdminDeleteResultSchema) },
    },
    preHandler: clinicSide,
    handler: async (req) => {
      const data = await doctors.remove(scopeOf(req), req.params.id);
      return {
        success: true as const,
        message: data.deleted ? CLINIC_ADMIN_TEXT.doctorDeleted : CLINIC_ADMIN_TEXT.doctorDeactivated,
        data,
      };
    },
  });
}
