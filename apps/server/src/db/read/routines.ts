import { getTableColumns } from 'drizzle-orm';
import { routineItems, routines } from '../schema';
import { views } from '../views';

/** What other modules read of a doctor's routine and its steps (ADR 0044): all of their columns, never a write. */
export const routineView = views.select(getTableColumns(routines)).from(routines).as('routine_view');
export const routineItemView = views
  .select(getTableColumns(routineItems))
  .from(routineItems)
  .as('routine_item_view');
