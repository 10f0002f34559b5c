import { defineModule } from '../kit';
import type { Messaging } from '../messaging/module';
import type { NotificationsService } from '../notifications/service';
import type { BookingMailer } from './mail-port';
import { createBookingMailer } from './mail';
import { registerBookingReminders } from './reminders';
import { bookingRoutes } from './routes';
import { createBookingsService } from './service';

/**
 * Bookings of doctors' slots: their lifecycle, mails with the calendar file, the day-before reminders. `mail`
 * replaces the booking mails (a test may record them).
 */
export const bookingsModule = (options: { mail?: BookingMailer | undefined } = {}) =>
  defineModule({
    name: 'bookings',
    needs: { notifications: true, messaging: true },
    provides: { bookings: true },
    build: (
      { db, clock, jobs, realtime, log, mailer, config, metrics },
      { notifications, messaging }: { notifications: NotificationsService; messaging: Messaging },
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
        messages: {
          channels: () => messaging.channels(),
          send: (message) => messaging.send(message),
          ofSubject: (id) => messaging.ofSubject(id),
          publicUrl: config.publicUrl,
        },
      }),
    }),
    routes: bookingRoutes,
    // Development only: a booking's reminder now (the e2e reads its mail, SMS and link), like /dev/mailbox.
    rootRoutes: async (root, _ctx, { config }) => {
      if (config.isProduction) return;
      root.post<{ Params: { id: string } }>(
        '/dev/bookings/:id/remind',
        { schema: { tags: ['Development'], summary: 'Gửi nhắc lịch ngay (chỉ môi trường phát triển)' } },
        async (req) => ({ reminded: await req.server.remindBookingNow(req.params.id) }),
      );
    },
    // The day-before reminders: state in bookings.reminded_at, so restarts and other processes never write twice.
    attach: (app, { bookings }, { db, clock, jobs, config }) => {
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
