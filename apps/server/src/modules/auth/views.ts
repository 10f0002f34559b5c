import { users } from '../../db/schema';
import { views } from '../../db/views';

/** What other modules read of a customer (ADR 0044): who they are and whether they may sign in, never a credential. */
export const userView = views
  .select({
    id: users.id,
    name: users.name,
    email: users.email,
    phone: users.phone,
    avatar: users.avatar,
    isActive: users.isActive,
    createdAt: users.createdAt,
  })
  .from(users)
  .as('user_view');
