import { users } from '../schema';
import { columnsExcept, views } from '../views';

/** What other modules read of a customer (ADR 0044): who they are and whether they may sign in, never a credential. */
export const userView = views
  .select(columnsExcept(users, 'passwordHash', 'googleId', 'tokenVersion'))
  .from(users)
  .as('user_view');
