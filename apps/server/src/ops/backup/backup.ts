import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { rowsOf } from '../../db/sql';
import type { FileStorage } from '../../providers/storage';
import { createArchiveWriter, type WrittenEntry } from './archive';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  TABLES_PREFIX,
  UPLOADS_PREFIX,
  count,
  megabytes,
  seconds,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { codeMigrations, databaseLevel } from './migrations';
import { ident, listTables, quoted } from './tables';

export type BackupOptions = {
  database: Database;
  storage: FileStorage;
  /** The archive to write (`.tar.gz`); its folder is made. */
  out: string;
  appVersion: string;
  log?: (line: string) => void;
  now?: () => Date;
  /** Rows fetched per round trip (the cursor's batch). */
  fetchRows?: number;
  /** An entry is closed once it holds this many bytes of rows: what a restore loads in one statement. */
  entryBytes?: number;
};

export type BackupResult = { file: string; manifest: Manifest; bytes: number; elapsedMs: number };

/**
 * Writes one archive of the database and the uploads (ADR 0054). The rows are read in one snapshot (a repeatable-read,
 * read-only transaction), table by table through a cursor, a batch at a time, and written as they come: a database
 * of any size streams through. The files are read after the rows, so every file a backed-up row names was stored
 * before it (an upload is stored before its row is written).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { database, storage, out } = options;
  const log = options.log ?? (() => undefined);
  const fetchRows = options.fetchRows ?? 500;
  const entryBytes = options.entryBytes ?? 4 * 1024 * 1024;
  const started = Date.now();
  const createdAt = (options.now ?? (() => new Date()))();
  const code = codeMigrations();
  const level = await databaseLevel(database.db, code);
  if (!level) {
    throw new BackupError(
      'DATABASE_NOT_MIGRATED',
      'Cơ sở dữ liệu chưa được khởi tạo (chưa chạy migration nào): không có gì để sao lưu.',
    );
  }
  log(
    `[lumi] sao lưu cơ sở dữ liệu ${database.kind === 'pglite' ? 'nhúng PGlite' : 'PostgreSQL'}, migration ` +
      `${level.tag ?? level.when} → ${out}`,
  );
  const archive = await createArchiveWriter(out, createdAt);
  try {
    const snapshot = await database.db.transaction(
      (tx) => readSnapshot(tx as unknown as Db, archive.add, { fetchRows, entryBytes }),
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const rows = snapshot.tables.reduce((sum, t) => sum + t.rows, 0);
    log(
      `[lumi] đã đọc ${count(snapshot.tables.length)} bảng, ${count(rows)} dòng trong một ảnh chụp nhất quán ` +
        `(${seconds(Date.now() - started)})`,
    );

    const filesStarted = Date.now();
    const files: Manifest['files']['entries'] = [];
    let fileBytes = 0;
    for await (const key of storage.list()) {
      const data = await storage.get(key);
      // Removed since it was listed: it is no longer part of the shop.
      if (!data) continue;
      const written = await archive.add(`${UPLOADS_PREFIX}${key}`, data);
      files.push({ ...written, key });
      fileBytes += data.length;
    }
    log(
      `[lumi] đã chép ${count(files.length)} tệp tải lên, ${megabytes(fileBytes)} ` +
        `(${seconds(Date.now() - filesStarted)})`,
    );

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: { version: options.appVersion },
      createdAt: createdAt.toISOString(),
      database: { kind: database.kind, serverVersion: snapshot.serverVersion },
      migrations: level,
      tables: snapshot.tables,
      sequences: snapshot.sequences,
      files: { count: files.length, bytes: fileBytes, entries: files },
    };
    const bytes = await archive.finish(manifest);
    const elapsedMs = Date.now() - started;
    log(`[lumi] đã sao lưu vào ${out} — ${megabytes(bytes)} (${seconds(elapsedMs)})`);
    return { file: out, manifest, bytes, elapsedMs };
  } catch (error) {
    await archive.abort();
    throw error;
  }
}

async function readSnapshot(
  tx: Db,
  add: (name: string, data: Buffer) => Promise<WrittenEntry>,
  limits: { fetchRows: number; entryBytes: number },
): Promise<{ tables: ManifestTable[]; sequences: Manifest['sequences']; serverVersion: string }> {
  const [version] = await rowsOf<{ v: string }>(tx, sql`select current_setting('server_version') as v`);
  const tables: ManifestTable[] = [];
  for (const { name, columns } of await listTables(tx)) {
    const table: ManifestTable = {
      name,
      columns: columns.map((c) => c.name),
      jsonColumns: columns.filter((c) => c.json).map((c) => c.name),
      rows: 0,
      entries: [],
    };
    // A json column as its text: row_to_json would write a JSON null and SQL NULL alike.
    const select = columns.map((c) =>
      c.json ? `${ident(c.name)}::text as ${ident(c.name)}` : ident(c.name),
    );
    let lines: string[] = [];
    let size = 0;
    const flush = async () => {
      if (!lines.length) return;
      const entry = `${TABLES_PREFIX}${name}/${String(table.entries.length + 1).padStart(6, '0')}.ndjson`;
      const written = await add(entry, Buffer.from(`${lines.join('\n')}\n`));
      table.entries.push({ ...written, rows: lines.length });
      lines = [];
      size = 0;
    };
    await tx.execute(
      sql.raw(
        `declare lumi_backup no scroll cursor for select row_to_json(t)::text as r ` +
          `from (select ${select.join(', ')} from ${quoted(name)}) t`,
      ),
    );
    for (;;) {
      const batch = await rowsOf<{ r: string }>(
        tx,
        sql.raw(`fetch forward ${limits.fetchRows} from lumi_backup`),
      );
      for (const { r } of batch) {
        lines.push(r);
        size += Buffer.byteLength(r) + 1;
        table.rows += 1;
        if (size >= limits.entryBytes) await flush();
      }
      if (batch.length < limits.fetchRows) break;
    }
    await tx.execute(sql`close lumi_backup`);
    await flush();
    tables.push(table);
  }
  // Read last: a sequence moves outside transactions, so what is read now is at or past every row above.
  const sequences = await rowsOf<{ name: string; lastValue: string | null }>(
    tx,
    sql`select sequencename as name, last_value::text as "lastValue" from pg_sequences
        where schemaname = 'public' order by sequencename`,
  );
  return { tables, sequences, serverVersion: version?.v ?? '' };
}
