import { sql, type SQL } from 'drizzle-orm';
import { routines } from '../../db/schema';

/** Whether a doctor wrote a routine for the customer (`user`: a column or a parameter); it keeps the account. */
export const hasRoutines = (user: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${routines} rt where rt.user_id = ${user})`;
