import { getTableColumns } from 'drizzle-orm';
import { reviews } from '../schema';
import { views } from '../views';

/** What other modules read of a product review (ADR 0044): all of its columns, never a write. */
export const reviewView = views.select(getTableColumns(reviews)).from(reviews).as('review_view');
