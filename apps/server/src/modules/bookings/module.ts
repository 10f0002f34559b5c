import { DEPOSIT_REF_PREFIX, NO_SHOW_WINDOW_DAYS } from '@lumi/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineModule } from '../kit';
import type { PaymentsService } from '../payments/service';
import type { Messaging } from '../messaging/module';
import type { NotificationsService } from '../notifications/service';
import type { BookingMailer } from './mail-port';
import { moveVisitBack } from './dev-repository';
import { createBookingMailer } from './mail';
import { registerBookingReminders } from './reminders';
import { bookingRoutes } from './routes';
import { createBookingsService, type BookingsService } from './service';

/** How often unpaid deposits past their deadline cancel their bookings (ADR 0061). */
export const DEPOSIT_SWEEP_MS = 20_000;

/**
 * Bookings of doctors' slots: their lifecycle, mails with the calendar file, the reminders, the deposits after
 * missed visits. `mail` replaces the booking mails (a test may record them).
 */

export const bookingsModule = (options: { mail?: BookingMailer | undefined } = {}) =>
  defineModule({
    name: 'bookings',
    needs: { notifications: true, messaging: true, payments: true },
    provides: { bookings: true },
    build: (
      { db, clock, jobs, realtime, log, mailer, config, metrics, payments },
      {
        notifications,
        messaging,
      }: { notifications: NotificationsService; messaging: Messaging; payments: PaymentsService },
    ) => ({
      bookings: createBookingsService({
        db,
        clock,
        jobs,
        notifications,
        // The booking mails with their .ics (decision 26, mail.ts); a test may record them instead.
        mail: options.mail ?? createBookingMailer({ mailer, config, clock }),
        log,
        realtime,
        onCreated: () => metrics.created('booking'),
        linkSecret: config.secrets.resetToken,
        // Deposits are paid at VNPay, its sandbox where it has no credentials (ADR 0061).
        vnpay: config.payments.vnpay.credentials || payments.vnpaySandbox ? payments.vnpay : undefined,
        messages: {
          channels: () => messaging.channels(),
          send: (message) => messaging.send(message),
          ofSubject: (id) => messaging.ofSubject(id),
          publicUrl: config.publicUrl,
        },
      }),
    }),
    routes: bookingRoutes,
    // Development only, like /dev/mailbox: a booking's reminder now (the e2e reads its mail, SMS and link); a visit
    // moved days back, whose doctor can then mark it missed (the e2e's deposit journey).
    rootRoutes: async (root, _ctx, { config, db }) => {
      if (config.isProduction) return;
      root.post<{ Params: { id: string } }>(
        '/dev/bookings/:id/remind',
        { schema: { tags: ['Development'], summary: 'Gửi nhắc lịch ngay (chỉ môi trường phát triển)' } },
        async (req) => ({ reminded: await req.server.remindBookingNow(req.params.id) }),
      );
      root.withTypeProvider<ZodTypeProvider>().post(
        '/dev/bookings/:id/into-past',
        {
          schema: {
            tags: ['Development'],
            summary: 'Lùi ngày khám về quá khứ (chỉ môi trường phát triển)',
            params: z.object({ id: z.string().uuid() }),
            body: z.object({ days: z.number().int().min(1).max(NO_SHOW_WINDOW_DAYS) }),
          },
        },
        async (req, reply) => {
          const startAt = await moveVisitBack(db, req.params.id, req.body.days);
          if (!startAt) return reply.code(404).send({ moved: false });
          return { moved: true, startAt: startAt.toISOString() };
        },
      );
    },
    // The day-before reminders: state in bookings.reminded_at, so restarts and other processes never write twice.
    every: ({ bookings }) => [
      {
        name: 'booking.deposit-expiry',
        intervalMs: DEPOSIT_SWEEP_MS,
        run: () => bookings.deposits.expireOverdue(),
      },
    ],
    attach: (app, { bookings, payments }, { db, clock, jobs, config }) => {
      payments.claimVnpayRefs(DEPOSIT_REF_PREFIX, (params) => bookings.deposits.vnpayIpn(params));
      app.decorate('bookingDeposits', bookings.deposits);
      registerBookingReminders(app, {
        db,
        clock,
        jobs,
        followUps: bookings.followUps,
        links: bookings.links,
        config,
      });
    },
  });

declare module 'fastify' {
  interface FastifyInstance {
    /** The deposits after missed visits (tests drive their expiry, ADR 0061). */
    bookingDeposits: BookingsService['deposits'];
  }
}
