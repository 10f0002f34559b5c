import { getTableColumns, sql, type SQL, type Subquery, type Table } from 'drizzle-orm';
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

/** A table's columns but those named: what a view offers of a table with credentials (hashes, token versions). */
export function columnsExcept<T extends Table, K extends keyof T['_']['columns']>(
  table: T,
  ...omitted: K[]
): Omit<T['_']['columns'], K> {
  const columns: Record<string, unknown> = { ...getTableColumns(table) };
  for (const key of omitted) delete columns[key as string];
  return columns as Omit<T['_']['columns'], K>;
}

/**
 * A view in a raw query under the caller's alias, where it stands for the owner's table (ADR 0044):
 * `join ${viewAs(doctorView, 'd')} on d.id = b.doctor_id`. Its columns keep the table's names (`d.clinic_id`), and
 * PostgreSQL pulls the sub-select up into the query, so the plan is the one the table itself gave.
 */
export function viewAs(view: Subquery, alias: string): SQL {
  return sql`(${view._.sql}) as ${sql.identifier(alias)}`;
}
