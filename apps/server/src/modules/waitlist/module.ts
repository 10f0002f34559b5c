import { defineModule } from '../kit';
import type { BookingsService } from '../bookings/service';
import type { Messaging } from '../messaging/module';
import type { NotificationsService } from '../notifications/service';
import { waitlistRoutes } from './routes';
import { createWaitlistService, type WaitlistService } from './service';

/** How often every waited-for day is offered its free slots and lapsed offers expire (issue 30: offers within 60 s). */
export const WAITLIST_SWEEP_MS = 20_000;

/** The waitlist of doctors' full days (issue 30, ADR 0057). */
export const waitlistModule = defineModule({
  name: 'waitlist',
  needs: { bookings: true, notifications: true, messaging: true },
  provides: { waitlist: true },
  build: (
    { db, clock, jobs, log, mailer, config },
    {
      bookings,
      notifications,
      messaging,
    }: { bookings: BookingsService; notifications: NotificationsService; messaging: Messaging },
  ) => ({
    waitlist: createWaitlistService({
      db,
      clock,
      jobs,
      bookings,
      notifications,
      mailer,
      publicUrl: config.publicUrl,
      log,
      messages: { channels: () => messaging.channels(), send: (message) => messaging.send(message) },
    }),
  }),
  routes: waitlistRoutes,
  every: ({ waitlist }) => [
    { name: 'waitlist.sweep', intervalMs: WAITLIST_SWEEP_MS, run: () => waitlist.sweep() },
  ],
  attach: (app, { waitlist }) => app.decorate('waitlist', waitlist),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The waitlist service (tests drive its sweep). */
    waitlist: WaitlistService;
  }
}
