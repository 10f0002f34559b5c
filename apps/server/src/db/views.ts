import type { Subquery } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * How a table's owner lets other modules read it (ADR 0044): a view is a select of the columns it offers, named, that
 * a query joins like a table (`.innerJoin(doctorView, eq(doctorView.id, bookings.doctorId))`) but can never write.
 * PostgreSQL flattens such a sub-select into the join, so reading through it costs what reading the table did.
 *
 *   export const doctorView = views.select({ id: doctors.id, name: doctors.name }).from(doctors).as('doctor_view');
 */
export const views = new QueryBuilder();

/** A view's columns as one object, to select a whole row of it under one key: `{ clinic: fieldsOf(clinicView) }`. */
export function fieldsOf<V extends Subquery>(view: V): V['_']['selectedFields'] {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(view._.selectedFields))
    fields[key] = (view as unknown as Record<string, unknown>)[key];
  return fields as V['_']['selectedFields'];
}
