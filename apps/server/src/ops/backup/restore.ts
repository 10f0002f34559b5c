import { sql } from 'drizzle-orm';
import { CHANGES_CHANNEL } from '../../db/changes';
import type { Database, Db } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { isPgError } from '../../db/pg-errors';
import { rowsOf } from '../../db/sql';
import type { FileStorage } from '../../providers/storage';
import { corrupt, readArchive, verifyArchive, type ArchiveEntry } from './archive';
import {
  BackupError,
  TABLES_PREFIX,
  UPLOADS_PREFIX,
  count,
  seconds,
  type Manifest,
  type ManifestTable,
} from './manifest';
import { applyMigrations, codeMigrations, databaseLevel, type CodeMigration } from './migrations';
import { countRows, ident, listTables, quoted } from './tables';

export type RestoreOptions = {
  database: Database;
  storage: FileStorage;
  /** The archive to restore. */
  from: string;
  /** The operator's yes to replacing a database or a storage that holds something. */
  confirm: boolean;
  log?: (line: string) => void;
  /**
   * How foreign keys and triggers are held off while rows load: 'auto' sets `session_replication_role = replica`
   * where the role may (a superuser; PGlite always), else does as 'owner' does — drops the foreign keys and disables
   * the tables' own triggers, and puts both back before the commit (the keys then check every row).
   */
  checks?: 'auto' | 'owner';
};

export type RestoreResult = {
  manifest: Manifest;
  rows: number;
  files: number;
  removedFiles: number;
  /** The backup was of an older migration level: loaded at its level, the later migrations applied after. */
  upgraded: boolean;
  elapsedMs: number;
};

/** The tables whose rows the refusal names, with their Vietnamese label. */
const TARGET_LABELS: [table: string, label: string][] = [
  ['users', 'khách hàng'],
  ['orders', 'đơn hàng'],
  ['bookings', 'lịch khám'],
  ['messages', 'tin nhắn'],
  ['products', 'sản phẩm'],
];

const kindName = (kind: Database['kind']) => (kind === 'pglite' ? 'nhúng PGlite' : 'PostgreSQL');

/**
 * Restores an archive into the configured database and storage (ADR 0054). Nothing is touched before the whole
 * archive has been read and checked, the backup's migration level is known to this code and the target's is not
 * newer, and — when the target holds anything — the operator said yes. The database is then replaced in one
 * transaction: every table emptied and loaded, the sequences put where they were, the later migrations applied to
 * an older backup, a change notice for every table; then the files are put back and those not in the backup
 * removed.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const { database, storage, from } = options;
  const log = options.log ?? (() => undefined);
  const started = Date.now();

  log(`[lumi] kiểm tra tệp sao lưu ${from}…`);
  const manifest = await verifyArchive(from);
  const backupRows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const level = manifest.migrations;
  log(
    `[lumi] tệp sao lưu hợp lệ: tạo lúc ${manifest.createdAt} từ cơ sở dữ liệu ${kindName(manifest.database.kind)}, ` +
      `migration ${level.tag ?? level.when}, ${count(backupRows)} dòng trong ${count(manifest.tables.length)} bảng, ` +
      `${count(manifest.files.count)} tệp (${seconds(Date.now() - started)})`,
  );

  const code = codeMigrations();
  const last = code.at(-1)!;
  const at = code.findIndex((m) => m.when === level.when);
  if (at < 0) {
    if (level.when > last.when) {
      throw new BackupError(
        'BACKUP_MIGRATION_NEWER',
        `Bản sao lưu ở mức migration ${level.tag ?? level.when} (Lumi ${manifest.app.version}), mới hơn mức ` +
          `${last.tag} của bản Lumi này. Hãy cập nhật Lumi rồi khôi phục; không có gì bị thay đổi.`,
      );
    }
    throw new BackupError(
      'BACKUP_MIGRATION_UNKNOWN',
      `Bản sao lưu ở mức migration ${level.tag ?? level.when}, không có trong các migration của bản Lumi này. ` +
        `Hãy khôi phục bằng đúng bản Lumi đã tạo nó (${manifest.app.version}); không có gì bị thay đổi.`,
    );
  }
  const targetLevel = await databaseLevel(database.db, code);
  if (targetLevel && targetLevel.when > last.when) {
    throw new BackupError(
      'TARGET_MIGRATION_NEWER',
      `Cơ sở dữ liệu đích đã ở mức migration ${targetLevel.tag ?? targetLevel.when}, mới hơn mức ${last.tag} của ` +
        `bản Lumi này: hãy khôi phục bằng bản Lumi mới hơn. Không có gì bị thay đổi.`,
    );
  }

  const present = await listTables(database.db);
  const counts = await countRows(
    database.db,
    present.map((t) => t.name),
  );
  const rowsNow = [...counts.values()].reduce((sum, n) => sum + n, 0);
  let filesNow = 0;
  for await (const _key of storage.list()) filesNow += 1;
  if ((rowsNow > 0 || filesNow > 0) && !options.confirm) {
    const named = TARGET_LABELS.filter(([table]) => counts.get(table))
      .map(([table, label]) => `${count(counts.get(table)!)} ${label}`)
      .join(', ');
    throw new BackupError(
      'TARGET_NOT_EMPTY',
      `Cơ sở dữ liệu đích (${kindName(database.kind)}) đang có dữ liệu: ${named ? `${named} — ` : ''}tổng ` +
        `${count(rowsNow)} dòng trong ${count(present.length)} bảng; kho tệp tải lên có ${count(filesNow)} tệp. ` +
        `Khôi phục sẽ xoá hết và thay bằng bản sao lưu lúc ${manifest.createdAt} (${count(backupRows)} dòng, ` +
        `${count(manifest.files.count)} tệp); các tệp không có trong bản sao lưu cũng bị xoá. ` +
        `Chạy lại với --yes để đồng ý. Chưa có gì bị thay đổi.`,
    );
  }

  const upgraded = at < code.length - 1;
  if (!upgraded) {
    await runMigrations(database);
    log(`[lumi] cơ sở dữ liệu đích ${kindName(database.kind)} đã ở mức migration ${last.tag}`);
  } else {
    log(
      `[lumi] bản sao lưu ở mức migration cũ hơn (${code[at]!.tag}): nạp ở đúng mức đó rồi chạy ` +
        `${code.length - 1 - at} migration sau (đến ${last.tag})`,
    );
  }

  const loadStarted = Date.now();
  const entries = readArchive(from);
  let firstFile: ArchiveEntry | undefined;
  try {
    await database.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      if (upgraded) await rebuildAtLevel(tx, code.slice(0, at + 1));
      firstFile = await loadRows(tx, manifest, entries, { from, checks: options.checks ?? 'auto', log });
      if (upgraded) await applyMigrations(tx, code.slice(at + 1));
      // Every process listening hears that every table changed (ADR 0048), and forgets the stock Redis holds of each
      // product (migration 0021's notice): a server left running on PostgreSQL drops what it kept.
      const tables = await listTables(tx);
      for (const { name } of tables) await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${name})`);
      if (tables.some((t) => t.name === 'products')) {
        await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, 'stock:' || id) from products`);
      }
    });
    log(
      `[lumi] đã nạp ${count(backupRows)} dòng vào ${count(manifest.tables.length)} bảng trong một giao dịch ` +
        `(${seconds(Date.now() - loadStarted)})`,
    );

    const filesStarted = Date.now();
    const expected = new Map(manifest.files.entries.map((f) => [f.name, f]));
    let put = 0;
    const putBack = async (entry: ArchiveEntry) => {
      const file = expected.get(entry.name);
      if (!file) return;
      if (entry.sha256 !== file.sha256) throw corrupt(from, `mục ${entry.name} đổi giữa hai lần đọc`);
      await storage.put(file.key, entry.data);
      put += 1;
    };
    if (firstFile) await putBack(firstFile);
    for (let next = await entries.next(); !next.done; next = await entries.next()) await putBack(next.value);
    // The backup is the whole shop: a file it does not hold belongs to nothing restored.
    const keep = new Set(manifest.files.entries.map((f) => f.key));
    const extra: string[] = [];
    for await (const key of storage.list()) if (!keep.has(key)) extra.push(key);
    for (const key of extra) await storage.remove(key);
    log(
      `[lumi] đã đặt lại ${count(put)} tệp tải lên` +
        `${extra.length ? `, xoá ${count(extra.length)} tệp không có trong bản sao lưu` : ''} ` +
        `(${seconds(Date.now() - filesStarted)})`,
    );
    const elapsedMs = Date.now() - started;
    log(`[lumi] đã khôi phục ${from} (${seconds(elapsedMs)})`);
    return { manifest, rows: backupRows, files: put, removedFiles: extra.length, upgraded, elapsedMs };
  } finally {
    await entries.return(undefined);
  }
}

/** The target brought to the backup's own level: everything dropped, its migrations applied (an older backup). */
async function rebuildAtLevel(tx: Db, migrations: CodeMigration[]): Promise<void> {
  await tx.execute(sql`drop schema if exists drizzle cascade`);
  await tx.execute(sql`drop schema if exists public cascade`);
  await tx.execute(sql`create schema public`);
  await applyMigrations(tx, migrations);
}

/**
 * Empties every table and loads the backup's rows, entry by entry (one statement each), reading the archive as it
 * goes; returns the first entry that is not rows (the files follow them).
 */
async function loadRows(
  tx: Db,
  manifest: Manifest,
  entries: AsyncGenerator<ArchiveEntry>,
  options: { from: string; checks: 'auto' | 'owner'; log: (line: string) => void },
): Promise<ArchiveEntry | undefined> {
  const { from } = options;
  const target = new Map((await listTables(tx)).map((t) => [t.name, t]));
  /** Per backed-up table, its load statement around the rows: typed as the target's columns. */
  const loads = new Map<string, { head: string; tail: string }>();
  for (const table of manifest.tables) {
    const columns = new Map(target.get(table.name)?.columns.map((c) => [c.name, c]));
    const missing = table.columns.filter((c) => !columns.has(c));
    if (!target.has(table.name) || missing.length) {
      throw new BackupError(
        'SCHEMA_MISMATCH',
        `Bảng ${table.name}${missing.length ? ` (cột ${missing.join(', ')})` : ''} của bản sao lưu không có trong ` +
          `cơ sở dữ liệu đích ở cùng mức migration. Không có gì bị thay đổi.`,
      );
    }
    // A json column comes as its text and is cast back: a JSON null stays a JSON null, apart from SQL NULL.
    const asText = new Set(table.jsonColumns);
    const typeOf = (c: string) => columns.get(c)!.type;
    const values = table.columns.map((c) =>
      asText.has(c) ? `x.${ident(c)}::${typeOf(c)}` : `x.${ident(c)}`,
    );
    const definitions = table.columns.map((c) => `${ident(c)} ${asText.has(c) ? 'text' : typeOf(c)}`);
    loads.set(table.name, {
      head:
        `insert into ${quoted(table.name)} (${table.columns.map(ident).join(', ')}) overriding system value ` +
        `select ${values.join(', ')} from json_to_recordset(`,
      tail: `::json) as x(${definitions.join(', ')})`,
    });
  }
  const restore = await holdChecks(tx, [...target.keys()], options.checks, options.log);
  if (target.size) await tx.execute(sql.raw(`truncate table ${[...target.keys()].map(quoted).join(', ')}`));

  const tableOf = new Map<string, { table: ManifestTable; sha256: string }>();
  for (const table of manifest.tables) {
    for (const entry of table.entries) tableOf.set(entry.name, { table, sha256: entry.sha256 });
  }
  let rest: ArchiveEntry | undefined;
  for (let next = await entries.next(); !next.done; next = await entries.next()) {
    const entry = next.value;
    if (!entry.name.startsWith(TABLES_PREFIX)) {
      rest = entry;
      break;
    }
    const known = tableOf.get(entry.name);
    if (!known || known.sha256 !== entry.sha256)
      throw corrupt(from, `mục ${entry.name} đổi giữa hai lần đọc`);
    // One JSON array of the entry's lines (JSON never holds a raw line break, so each line is one row).
    const rows = `[${entry.data.toString('utf8').trimEnd().split('\n').join(',')}]`;
    const load = loads.get(known.table.name)!;
    await tx.execute(sql`${sql.raw(load.head)}${rows}${sql.raw(load.tail)}`);
  }
  if (rest && !rest.name.startsWith(UPLOADS_PREFIX)) rest = undefined;

  const loaded = await countRows(
    tx,
    manifest.tables.map((t) => t.name),
  );
  for (const table of manifest.tables) {
    if (loaded.get(table.name) !== table.rows) {
      throw corrupt(
        from,
        `bảng ${table.name}: nạp ${loaded.get(table.name)} dòng, manifest ghi ${table.rows}`,
      );
    }
  }
  await restoreSequences(tx, manifest.sequences);
  await restore();
  return rest;
}

/**
 * Holds off foreign keys and triggers while rows load (a row may come before the row it refers to, and a trigger
 * must not rewrite a restored value); returns what puts them back.
 */
async function holdChecks(
  tx: Db,
  tables: string[],
  checks: 'auto' | 'owner',
  log: (line: string) => void,
): Promise<() => Promise<void>> {
  if (checks === 'auto') {
    try {
      // In a savepoint: refused (not a superuser), the transaction goes on.
      await tx.transaction(async (sp) => {
        await sp.execute(sql`set local session_replication_role = replica`);
      });
      return async () => {
        await tx.execute(sql`set local session_replication_role = origin`);
      };
    } catch (error) {
      if (!isPgError(error, '42501')) throw error;
      log(
        '[lumi] vai trò này không được đặt session_replication_role: tạm bỏ khoá ngoại và trigger của các bảng ' +
          'trong lúc nạp, đặt lại (và kiểm tra mọi dòng) trước khi ghi',
      );
    }
  }
  const keys = await rowsOf<{ tbl: string; name: string; def: string }>(
    tx,
    sql`select t.relname as tbl, c.conname as name, pg_get_constraintdef(c.oid) as def
        from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
        where c.contype = 'f' and n.nspname = 'public' order by t.relname, c.conname`,
  );
  for (const key of keys) {
    await tx.execute(sql.raw(`alter table ${quoted(key.tbl)} drop constraint ${ident(key.name)}`));
  }
  for (const table of tables) await tx.execute(sql.raw(`alter table ${quoted(table)} disable trigger user`));
  return async () => {
    for (const table of tables) await tx.execute(sql.raw(`alter table ${quoted(table)} enable trigger user`));
    // Added back, each key checks every loaded row.
    for (const key of keys) {
      await tx.execute(
        sql.raw(`alter table ${quoted(key.tbl)} add constraint ${ident(key.name)} ${key.def}`),
      );
    }
  };
}

/**
 * Every sequence where the backup had it, and never behind the largest value its column holds. `alter sequence …
 * restart` is transactional (setval is not): a restore that rolls back leaves the sequences as they were.
 */
async function restoreSequences(tx: Db, saved: Manifest['sequences']): Promise<void> {
  const owned = await rowsOf<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`select s.relname as seq, t.relname as tbl, a.attname as col
        from pg_depend d
        join pg_class s on s.oid = d.objid and s.relkind = 'S'
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        join pg_namespace n on n.oid = t.relnamespace
        where d.deptype in ('a', 'i') and n.nspname = 'public'`,
  );
  const sequences = await rowsOf<{ name: string; increment: string }>(
    tx,
    sql`select sequencename as name, increment_by::text as increment from pg_sequences where schemaname = 'public'`,
  );
  const savedOf = new Map(saved.map((s) => [s.name, s.lastValue]));
  for (const { name, increment } of sequences) {
    const step = BigInt(increment);
    const last = savedOf.get(name);
    let next = last === undefined || last === null ? undefined : BigInt(last) + step;
    const column = owned.find((o) => o.seq === name);
    if (column && step > 0n) {
      const [max] = await rowsOf<{ m: string | null }>(
        tx,
        sql.raw(`select max(${ident(column.col)})::text as m from ${quoted(column.tbl)}`),
      );
      if (max?.m != null && (next === undefined || BigInt(max.m) + step > next)) next = BigInt(max.m) + step;
    }
    await tx.execute(
      sql.raw(
        `alter sequence ${quoted(name)} restart${next === undefined ? '' : ` with ${next.toString()}`}`,
      ),
    );
  }
}
