import type { ClientConfig, DashboardSummary } from '@lumi/shared';
import { UPLOAD_MAX_BYTES } from '@lumi/shared';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { MailOutbox } from '../../providers/mail';
import type { AdminWithClinic } from '../admins/repository';
import type { AdminsService } from '../admins/service';
import type { DoctorsService } from '../doctors/service';
import { mailOutbox } from './outbox';
import { systemRepository } from './repository';

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(deps: { db: Db; config: Config; startedAt: number; now: () => Date }) {
  const repo = () => systemRepository(deps.db);
  return {
    outbox: (): MailOutbox => mailOutbox(deps.db),

    clientConfig(): ClientConfig {
      return {
        googleSignIn: deps.config.google !== null,
        payments: { COD: true, VNPAY: 'sandbox', STRIPE: 'sandbox' },
        shipping: {
          source: deps.config.shipping.ghn ? 'ghn' : 'table',
          freeShippingThreshold: deps.config.shipping.freeShippingThreshold,
        },
        iceServers: deps.config.calls.iceServers,
        uploads: { maxBytes: UPLOAD_MAX_BYTES },
      };
    },

    uptimeSec: () => Math.round((deps.now().getTime() - deps.startedAt) / 1000),

    /** Real counts of what exists so far, scoped to the caller (ADR 0004). */
    async dashboard(
      admin: AdminWithClinic,
      services: { admins: AdminsService; doctors: DoctorsService },
    ): Promise<DashboardSummary> {
      if (admin.role === 'CLINIC') {
        const clinic = admin.clinic ? await repo().findClinic(admin.clinic.id) : undefined;
        return {
          scope: 'clinic',
          users: null,
          admins: null,
          clinics: null,
          doctors: clinic ? await services.doctors.counts(clinic.id) : { total: 0, active: 0 },
          clinic: clinic
            ? {
                _id: clinic.id,
                name: clinic.name,
                slug: clinic.slug,
                isActive: clinic.isActive,
                specialties: clinic.specialties,
              }
            : null,
        };
      }
      const byRole = await services.admins.countByRole();
      return {
        scope: 'site',
        users: await repo().userCounts(),
        admins: { total: byRole.ADMIN + byRole.SUPPORT + byRole.CLINIC, ...byRole },
        clinics: await repo().clinicCounts(),
        doctors: await services.doctors.counts(),
        clinic: null,
      };
    },
  };
}
