import { doctors } from '../schema';
import { columnsExcept, views } from '../views';

/** What other modules read of a doctor (ADR 0044): the profile, schedule and standing, never the credentials. */
export const doctorView = views
  .select(columnsExcept(doctors, 'passwordHash', 'tokenVersion'))
  .from(doctors)
  .as('doctor_view');
