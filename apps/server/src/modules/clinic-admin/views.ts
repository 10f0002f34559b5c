import { getTableColumns } from 'drizzle-orm';
import { clinics } from '../../db/schema';
import { views } from '../../db/views';

/** What other modules read of a clinic (ADR 0044): all of its columns, never a write. */
export const clinicView = views.select(getTableColumns(clinics)).from(clinics).as('clinic_view');

export type ClinicRow = typeof clinics.$inferSelect;
