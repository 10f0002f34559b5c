import type { Config } from '../config';
import type { ChangeVersions } from '../db/changes';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { PaymentProviders } from '../modules/sandbox/providers';
import type { GoogleProvider } from '../providers/google';
import type { Mailer } from '../providers/mail';
import type { RealtimeHub } from '../realtime/port';
import type { Guards } from './auth';
import type { RateLimiter } from './rate-limit';
import type { Readiness } from '../lib/readiness';

/** What every module's routes may use besides services: the process's configuration and shared infrastructure. */
export type RouteInfra = {
  config: Config;
  database: Database;
  clock: Clock;
  guards: Guards;
  mailer: Mailer;
  limiter: RateLimiter;
  /** VNPay and Stripe, real or their sandboxes (ADR 0010). */
  payments: PaymentProviders;
  /** Google sign-in, when its client credentials are configured. */
  google: GoogleProvider | null;
  /** socket.io (api-contract §5): pushes to rooms, presence, client-event handlers (`handle`), revalidation. */
  realtime: RealtimeHub;
  /** Which tables changed, as the database's notices tell (ADR 0048): what keeps cached answers current. */
  changes: ChangeVersions;
  /** Whether this process takes requests: starting, ready or stopping (issue 29, ADR 0052). */
  readiness: Readiness;
};

/**
 * What a module's routes receive: the infrastructure and exactly the services they declare (their own module's, and
 * the few they share, such as idempotency). app.ts hands every route the same context; a route's type lets it reach
 * nothing it did not declare.
 */
export type RouteContext<Services extends object> = RouteInfra & { services: Services };
