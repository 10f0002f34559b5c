import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql';

/**
 * The application's tables as the database itself lists them (schema `public`; drizzle's journal lives in its own
 * schema and is the code's, never a backup's): every table a migration made, whether or not the ORM schema names it.
 * A backup works beneath the modules, on the whole database, as the migrations do (ADR 0054).
 */
export type ColumnInfo = {
  name: string;
  /** As `format_type` writes it: `timestamp with time zone`, `text[]`, `numeric(10,2)`… */
  type: string;
  /** json or jsonb: carried in a backup as its text, so that a JSON `null` stays apart from SQL NULL. */
  json: boolean;
};
export type TableInfo = { name: string; columns: ColumnInfo[] };

/** `"public"."name"` */
export const quoted = (name: string) => `"public"."${name.replaceAll('"', '""')}"`;
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Each table with the columns a row is written into: generated columns are the database's to compute. */
export async function listTables(db: Db): Promise<TableInfo[]> {
  const rows = await rowsOf<{
    table: string;
    name: string | null;
    type: string | null;
    json: boolean | null;
  }>(
    db,
    sql`select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
          a.atttypid in ('json'::regtype, 'jsonb'::regtype) as json
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname, a.attnum`,
  );
  const tables = new Map<string, TableInfo>();
  for (const row of rows) {
    let table = tables.get(row.table);
    if (!table) tables.set(row.table, (table = { name: row.table, columns: [] }));
    if (row.name) table.columns.push({ name: row.name, type: row.type ?? 'text', json: row.json === true });
  }
  return [...tables.values()];
}

/** Rows per table (exact counts), for tables that exist. */
export async function countRows(db: Db, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of tables) {
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${quoted(name)}`));
    counts.set(name, row?.n ?? 0);
  }
  return counts;
}
