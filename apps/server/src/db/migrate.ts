import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client';

/** The committed migrations: beside the sources in development, copied next to the bundle in a build. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, 'migrations'),
    path.join(here, '../../migrations'),
    path.join(here, '../migrations'),
  ];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta/_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * The deployment-wide lock under which a process migrates and loads the demo data, and a restore replaces the data
 * (ADR 0052): 'Lumi', 1. A process starting during a restore waits for it.
 */
export const PREPARE_LOCK = [0x4c756d69, 1] as const;

export async function runMigrations(database: Database): Promise<void> {
  const options = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, options);
  else {
    // The PostgreSQL driver's migrator is loaded only there: the embedded database never needs pg.
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as unknown as NodePgDatabase, options);
  }
}
