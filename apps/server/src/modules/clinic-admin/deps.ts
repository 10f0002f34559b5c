import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RealtimeHub } from '../../realtime/port';
import type { BookingReviewsService } from '../clinics/reviews-service';
import type { UploadsService } from '../uploads/service';

/** What clinic management needs: built once in app.ts. */
export type ClinicAdminDeps = {
  db: Db;
  clock: Clock;
  uploads: UploadsService;
  /** The clinic reviews' owner (modules/clinics): moderation goes through it, ratings recomputed there. */
  reviews: BookingReviewsService;
  /** Closes the sockets of doctors (and clinic accounts) whose tokens stop being valid (api-contract §5.1). */
  realtime?: Pick<RealtimeHub, 'revalidate'>;
};

/**
 * Whose clinic a caller manages (decision 8): a CLINIC account its own (`clinicId`), an ADMIN every clinic (null).
 * Another clinic's doctor or review reads as absent (404), never as forbidden.
 */
export type ManagedScope = { clinicId: string | null };
