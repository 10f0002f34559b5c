import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BookingIdParamsSchema,
  OutboundMessageSchema,
  BookingLinkActionBodySchema,
  BookingLinkParamsSchema,
  BookingLinkViewSchema,
  BookingListResponseSchema,
  BookingSchema,
  CancelBookingBodySchema,
  RescheduleBookingBodySchema,
  CreateBookingBodySchema,
  DayScheduleSchema,
  DoctorIdParamsSchema,
  ListClinicBookingsQuerySchema,
  ListCustomerBookingsQuerySchema,
  ListDoctorBookingsQuerySchema,
  SUCCESS,
  ScheduleBookingQuerySchema,
  StaffBookingStatusBodySchema,
  UpdateBookingCustomerInfoBodySchema,
  envelope,
  slotTableHoldsUntil,
  DepositPaymentResultSchema,
  VnpayReturnBodySchema,
} from '@lumi/shared';
import { freshJsonAnswers } from '../../plugins/fresh-json';
import type { RouteContext } from '../../plugins/route-context';
import type { IdempotencyService } from '../idempotency/service';
import type { BookingsService } from './service';
import { clinicScopeOf, principalOf } from '../../plugins/auth';
import { sendCreatedOnce } from '../idempotency/http';
import type { ClinicScope } from './deps';
import { customerFlagsHoldUntil } from './dto';
import { returnBaseOf } from '../../lib/return-origin';

const ScheduleAnswer = envelope(DayScheduleSchema);

/**
 * Bookings (api-contract §3.8 clinic list, §3.9 slots, §3.10, §4.1): the public slot table, the customer's
 * booking calls, the doctor's and the clinic's lists and status changes.
 */
export async function bookingRoutes(
  app: FastifyInstance,
  ctx: RouteContext<{ bookings: BookingsService; idempotency: IdempotencyService }>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const bookings = ctx.services.bookings;
  const tags = ['Bookings'];
  // A day's slots are answered from memory until a booking, the doctor or the clinic changes (ADR 0048), or time
  // moves a slot under the 2-hour notice or turns the day (`slotTableHoldsUntil`).
  const fresh = freshJsonAnswers(ctx);
  const SCHEDULE_TABLES = ['bookings', 'doctors', 'clinics'] as const;
  const HISTORY_TABLES = [
    'bookings',
    'booking_events',
    'booking_reviews',
    'users',
    'doctors',
    'clinics',
  ] as const;
  const customer = (req: FastifyRequest) => {
    const p = principalOf(req, 'user');
    return { id: p.user.id, name: p.user.name };
  };
  const doctorId = (req: FastifyRequest) => principalOf(req, 'doctor').id;
  /** A CLINIC account acts on its own clinic (none created yet: CLINIC_REQUIRED); an ADMIN on every clinic. */
  const clinicScope = (req: FastifyRequest): ClinicScope => clinicScopeOf(req);

  r.get('/doctors/schedule-booking/:doctorId', {
    schema: {
      tags,
      summary: 'Khung giờ khám của bác sĩ trong một ngày',
      params: DoctorIdParamsSchema,
      querystring: ScheduleBookingQuerySchema,
      response: { 200: ScheduleAnswer },
    },
    preValidation: fresh.early(SCHEDULE_TABLES),
    handler: async (req, reply) => {
      let until = 0;
      return fresh(
        req,
        reply,
        SCHEDULE_TABLES,
        ScheduleAnswer,
        async () => {
          // Taken before the table is computed, so a minute turning meanwhile ends the kept table at once; worked out
          // only when the table is (a kept table's request does no date arithmetic).
          until = slotTableHoldsUntil(ctx.clock.now());
          return {
            success: true as const,
            data: await bookings.daySchedule(req.params.doctorId, req.query.date),
          };
        },
        { until: () => until },
      );
    },
  });

  r.post('/bookings', {
    schema: {
      tags,
      summary: 'Đặt lịch khám',
      body: CreateBookingBodySchema,
      response: { 201: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req, reply) => {
      const who = customer(req);
      return sendCreatedOnce(
        ctx.services.idempotency,
        req,
        reply,
        { userId: who.id, call: 'POST /bookings' },
        () => bookings.create(who, req.body),
        SUCCESS.bookingCreated,
      );
    },
  });

  r.get('/bookings/customer', {
    schema: {
      tags,
      summary: 'Lịch khám của tôi',
      querystring: ListCustomerBookingsQuerySchema,
      response: { 200: BookingListResponseSchema },
    },
    preHandler: ctx.guards.user,
    // Kept per customer until one of their bookings, its doctor or clinic changes, or time turns a `canCancel`.
    preValidation: fresh.early(HISTORY_TABLES, (req) => customer(req).id),
    handler: async (req, reply) => {
      const who = customer(req);
      // Taken before the answer is computed, so a flag turning meanwhile ends the kept answer at once.
      const now = ctx.clock.now();
      return fresh(
        req,
        reply,
        HISTORY_TABLES,
        BookingListResponseSchema,
        async () => {
          const { items, pagination, statistics } = await bookings.listMine(who.id, req.query);
          return { success: true as const, data: items, pagination, statistics };
        },
        { variant: who.id, until: (answer) => customerFlagsHoldUntil(answer.data, now) },
      );
    },
  });

  r.get('/bookings/detail-customer/:id', {
    schema: {
      tags,
      summary: 'Chi tiết lịch khám của tôi',
      params: BookingIdParamsSchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await bookings.detailMine(customer(req).id, req.params.id),
    }),
  });

  r.put('/bookings/customer-info/:id', {
    schema: {
      tags,
      summary: 'Sửa thông tin người khám (lịch đang chờ xác nhận)',
      params: BookingIdParamsSchema,
      body: UpdateBookingCustomerInfoBodySchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.bookingUpdated,
      data: await bookings.editMine(customer(req), req.params.id, req.body),
    }),
  });

  r.put('/bookings/status/:id', {
    schema: {
      tags,
      summary: 'Hủy lịch khám',
      params: BookingIdParamsSchema,
      body: CancelBookingBodySchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.bookingCancelled,
      data: await bookings.cancelMine(customer(req), req.params.id, req.body),
    }),
  });

  r.post('/bookings/deposit/:id/vnpay', {
    schema: {
      tags,
      summary: 'Thanh toán tiền cọc lịch khám qua VNPAY',
      params: BookingIdParamsSchema,
      response: { 200: envelope(DepositPaymentResultSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.depositPaymentStarted,
      data: await bookings.deposits.paymentUrl(
        customer(req),
        req.params.id,
        req.ip,
        returnBaseOf(ctx.config, { origin: req.headers.origin, host: req.host, protocol: req.protocol }),
      ),
    }),
  });

  r.post('/bookings/deposit/vnpay-return', {
    schema: {
      tags,
      summary: 'Xác nhận kết quả thanh toán tiền cọc VNPAY',
      body: VnpayReturnBodySchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      data: await bookings.deposits.vnpayReturn(customer(req), req.body),
    }),
  });

  r.put('/bookings/reschedule/:id', {
    schema: {
      tags,
      summary: 'Đổi lịch khám sang khung giờ khác',
      params: BookingIdParamsSchema,
      body: RescheduleBookingBodySchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.user,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.bookingRescheduled,
      data: await bookings.rescheduleMine(customer(req), req.params.id, req.body),
    }),
  });

  // A reminder's signed link (ADR 0058): read and used without signing in; the token is the credential.
  r.get('/bookings/by-link/:token', {
    schema: {
      tags,
      summary: 'Lịch khám theo liên kết nhắc lịch (không cần đăng nhập)',
      params: BookingLinkParamsSchema,
      response: { 200: envelope(BookingLinkViewSchema) },
    },
    handler: async (req) => ({ success: true as const, data: await bookings.links.view(req.params.token) }),
  });

  r.post('/bookings/by-link/:token', {
    schema: {
      tags,
      summary: 'Xác nhận sẽ đến hoặc hủy lịch khám theo liên kết nhắc lịch',
      params: BookingLinkParamsSchema,
      body: BookingLinkActionBodySchema,
      response: { 200: envelope(BookingLinkViewSchema) },
    },
    handler: async (req) => {
      const data = await bookings.links.act(req.params.token, req.body);
      return {
        success: true as const,
        message:
          req.body.action === 'confirm' ? SUCCESS.bookingAttendanceConfirmed : SUCCESS.bookingCancelled,
        data,
      };
    },
  });

  r.get('/bookings/by-doctor', {
    schema: {
      tags,
      summary: 'Lịch khám của bác sĩ',
      querystring: ListDoctorBookingsQuerySchema,
      response: { 200: BookingListResponseSchema },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => {
      const { items, pagination, statistics } = await bookings.listForDoctor(doctorId(req), req.query);
      return { success: true as const, data: items, pagination, statistics };
    },
  });

  r.get('/bookings/detail-doctor/:id', {
    schema: {
      tags,
      summary: 'Chi tiết lịch khám (bác sĩ)',
      params: BookingIdParamsSchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      data: await bookings.detailForDoctor(doctorId(req), req.params.id),
    }),
  });

  r.put('/bookings/by-doctor/status/:id', {
    schema: {
      tags,
      summary: 'Bác sĩ cập nhật trạng thái lịch khám',
      params: BookingIdParamsSchema,
      body: StaffBookingStatusBodySchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.doctor,
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.bookingStatusUpdated,
      data: await bookings.moveByDoctor(doctorId(req), req.params.id, req.body),
    }),
  });

  r.get('/admin/clinics/bookings', {
    schema: {
      tags,
      summary: 'Lịch khám của phòng khám',
      querystring: ListClinicBookingsQuerySchema,
      response: { 200: BookingListResponseSchema },
    },
    preHandler: ctx.guards.admin('CLINIC', 'ADMIN'),
    handler: async (req) => {
      const { items, pagination, statistics } = await bookings.listForClinic(
        clinicScope(req).clinicId,
        req.query,
      );
      return { success: true as const, data: items, pagination, statistics };
    },
  });

  r.get('/admin/clinics/bookings/messages/:id', {
    schema: {
      tags,
      summary: 'Tin nhắn nhắc lịch (SMS, Zalo) của một lịch khám',
      params: BookingIdParamsSchema,
      response: { 200: z.object({ success: z.literal(true), data: z.array(OutboundMessageSchema) }) },
    },
    preHandler: ctx.guards.admin('CLINIC', 'ADMIN'),
    handler: async (req) => ({
      success: true as const,
      data: await bookings.messagesForClinic(clinicScope(req), req.params.id),
    }),
  });

  r.put('/admin/clinics/bookings/status/:id', {
    schema: {
      tags,
      summary: 'Phòng khám cập nhật trạng thái lịch khám',
      params: BookingIdParamsSchema,
      body: StaffBookingStatusBodySchema,
      response: { 200: envelope(BookingSchema) },
    },
    preHandler: ctx.guards.admin('CLINIC', 'ADMIN'),
    handler: async (req) => ({
      success: true as const,
      message: SUCCESS.bookingStatusUpdated,
      data: await bookings.moveByClinic(clinicScope(req), req.params.id, req.body),
    }),
  });
}
