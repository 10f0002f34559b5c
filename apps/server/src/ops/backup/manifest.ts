import { z } from 'zod';
import { formatSeconds, groupThousands } from '@lumi/shared';

/**
 * A backup (ADR 0054) is one `.tar.gz`: every table's rows as JSON lines (`tables/<table>/<n>.ndjson`, one row per
 * line as PostgreSQL's `row_to_json` writes it), every stored upload (`uploads/<key>`), and last `manifest.json`,
 * which names and checksums every entry before it.
 */
export const BACKUP_FORMAT = 'lumi-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = 'manifest.json';
export const TABLES_PREFIX = 'tables/';
export const UPLOADS_PREFIX = 'uploads/';

const EntrySchema = z.object({
  name: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const TableEntrySchema = EntrySchema.extend({ rows: z.number().int().nonnegative() });

const FileEntrySchema = EntrySchema.extend({ key: z.string().min(1) });

/** A database's migration level: drizzle's last applied migration (its `created_at` is the journal's `when`). */
export const MigrationLevelSchema = z.object({
  count: z.number().int().nonnegative(),
  tag: z.string().nullable(),
  when: z.number().int(),
  hash: z.string(),
});

export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  app: z.object({ version: z.string() }),
  createdAt: z.string(),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), serverVersion: z.string() }),
  migrations: MigrationLevelSchema,
  tables: z.array(
    z.object({
      name: z.string().min(1),
      /** The columns a row is loaded into (generated columns are left to the database). */
      columns: z.array(z.string().min(1)),
      /** Its json and jsonb columns, whose values the rows carry as their text (a JSON `null` is not SQL NULL). */
      jsonColumns: z.array(z.string().min(1)),
      rows: z.number().int().nonnegative(),
      entries: z.array(TableEntrySchema),
    }),
  ),
  /** Every sequence's position at the backup; null: never used. */
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.string().nullable() })),
  files: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(FileEntrySchema),
  }),
});

export type Manifest = z.infer<typeof ManifestSchema>;
export type MigrationLevel = z.infer<typeof MigrationLevelSchema>;
export type ManifestTable = Manifest['tables'][number];

/** Why a backup or a restore stops, with a stable code and a Vietnamese message saying what to do. */
export type BackupErrorCode =
  | 'ARCHIVE_CORRUPT'
  | 'ARCHIVE_NEWER_FORMAT'
  | 'BACKUP_MIGRATION_NEWER'
  | 'BACKUP_MIGRATION_UNKNOWN'
  | 'TARGET_MIGRATION_NEWER'
  | 'TARGET_NOT_EMPTY'
  | 'SCHEMA_MISMATCH'
  | 'DATABASE_NOT_MIGRATED'
  | 'NO_BACKUP_FOUND';

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BackupError';
  }
}

/** `1.234.567` */
export const count = groupThousands;
/** `2,5 s` */
export const seconds = formatSeconds;
/** `12,3 MB` */
export const megabytes = (bytes: number) =>
  `${(bytes / 1e6).toLocaleString('vi-VN', { maximumFractionDigits: 1 })} MB`;
