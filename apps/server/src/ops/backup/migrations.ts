import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { rowsOf } from '../../db/sql';
import type { MigrationLevel } from './manifest';

/** One committed migration: its journal tag and `when` (drizzle's `created_at`), hash and statements. */
export type CodeMigration = { tag: string; when: number; hash: string; statements: string[] };

/** The migrations this code holds, in order, read as drizzle's migrator reads them. */
export function codeMigrations(folder = migrationsFolder()): CodeMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({
    tag: entry.tag,
    when: entry.when,
    hash: files[i]!.hash,
    statements: files[i]!.sql,
  }));
}

/** The level of a database, from drizzle's own table; null when it was never migrated. */
export async function databaseLevel(db: Db, code: CodeMigration[]): Promise<MigrationLevel | null> {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return null;
  const [last] = await rowsOf<{ hash: string; when: string; count: number }>(
    db,
    sql`select hash, created_at::text as "when", (select count(*)::int from drizzle.__drizzle_migrations) as count
        from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  if (!last) return null;
  const when = Number(last.when);
  return { count: last.count, tag: code.find((m) => m.when === when)?.tag ?? null, when, hash: last.hash };
}

/**
 * Applies `migrations` inside the caller's transaction and records them in drizzle's table exactly as its migrator
 * does (same schema, table, hash and `created_at`), so that a later `runMigrations` sees them as applied.
 */
export async function applyMigrations(tx: Db, migrations: CodeMigration[]): Promise<void> {
  await tx.execute(sql`create schema if not exists drizzle`);
  await tx.execute(
    sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) await tx.execute(sql.raw(statement));
    await tx.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.when})`,
    );
  }
}
