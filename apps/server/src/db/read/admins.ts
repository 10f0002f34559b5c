import { admins } from '../schema';
import { columnsExcept, views } from '../views';

/** What other modules read of a staff account (ADR 0044): who it is and its role, never a credential. */
export const adminView = views
  .select(columnsExcept(admins, 'passwordHash', 'tokenVersion'))
  .from(admins)
  .as('admin_view');
