import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, btree_gist };

/**
 * The embedded database's buffer cache (ADR 0049): PostgreSQL's default 128 MB is memory the process holds from its
 * start; the shop's whole database is a few tens of MB, and the files it reads stay in the system's page cache. With
 * 32 MB a server held ~100 MB less; 16 MB (ADR 0051) another 16 MB, computing the statistics as fast (53 vs 54
 * computed per second under the bench) — the reads repeated most are answered from memory above the database.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** The embedded PostgreSQL with the extensions the schema uses: in `dataDir`, from a dump, or in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob | File } = {},
): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  return PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: PGLITE_EXTENSIONS,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}
