import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@lumi/shared';
import {
  DEMO,
  DEMO_PATIENT,
  buildTestApp,
  createTestDatabase,
  demoAddress,
  injectAs,
  loginUser,
  type TestApp,
} from '../../../test/helpers';
import { multipartBody, pngImage } from '../../../test/multipart';
import { buildApp } from '../../app';
import { openPglite, openPostgres, wrapPglite, type Database, type Db } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';
import { rowsOf } from '../../db/sql';
import { conversations, doctors, messages } from '../../db/schema';
import { createLocalStorage, type FileStorage, type LocalFileStorage } from '../../providers/storage';
import { createTarWriter } from './tar';
import { readArchive } from './archive';
import { createBackup } from './backup';
import { BackupError, MANIFEST_ENTRY, type Manifest } from './manifest';
import { codeMigrations } from './migrations';
import { restoreBackup } from './restore';
import { listTables, quoted } from './tables';

/*
 * The restore drill (issue 29, ADR 0054): the seeded demo shop with a new order, booking, chat messages and upload,
 * backed up, wiped (a fresh database, the upload folder deleted), restored — and the same orders with their lines,
 * bookings, chat messages, every other row and every file's bytes. On PostgreSQL (DATABASE_URL) the drill runs there,
 * and a backup crosses PostgreSQL → PGlite → PostgreSQL.
 */

/** Rows of every table, each table as its row count and a digest of its rows (row_to_json in UTC, sorted). */
/**
 * Every table's row count and checksum; `without`: columns left out of a table's rows (those a later migration added,
 * which a restore of an older archive brings back at their defaults).
 */
async function tablesOf(
  db: Db,
  without: Map<string, Set<string>> = new Map(),
): Promise<Record<string, { rows: number; md5: string }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const out: Record<string, { rows: number; md5: string }> = {};
    for (const { name } of await listTables(tx as unknown as Db)) {
      const left = [...(without.get(name) ?? [])];
      const row = left.length
        ? `(to_jsonb(t) - array[${left.map((c) => `'${c}'`).join(', ')}]::text[])::text`
        : 'row_to_json(t)::text';
      const [counted] = await rowsOf<{ rows: number; md5: string }>(
        tx as unknown as Db,
        sql.raw(
          `select count(*)::int as rows, md5(coalesce(string_agg(r, E'\\n' order by r collate "C"), '')) as md5
           from (select ${row} as r from ${quoted(name)} t) s`,
        ),
      );
      out[name] = counted!;
    }
    return out;
  });
}

/** What the drill compares: the orders with their lines, the bookings, the chat messages, every table, every file. */
async function shopOf(db: Db, storage: FileStorage) {
  const { orders, bookings, chat } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`set local timezone = 'UTC'`);
    return {
      orders: await rowsOf<{ code: string; status: string; total: number; lines: unknown[] }>(
        tx,
        sql`select o.code, o.status, o.total_amount as total,
              (select json_agg(row_to_json(l) order by l.id) from order_lines l where l.order_id = o.id) as lines
            from orders o order by o.code`,
      ),
      bookings: await rowsOf<{ row: unknown }>(
        tx,
        sql`select row_to_json(b) as row from bookings b order by b.code`,
      ),
      chat: await rowsOf<{ row: unknown }>(
        tx,
        sql`select row_to_json(m) as row from messages m order by m.seq`,
      ),
    };
  });
  const files: Record<string, string> = {};
  for await (const key of storage.list()) {
    files[key] = createHash('sha256')
      .update((await storage.get(key))!)
      .digest('hex');
  }
  return { orders, bookings, chat, tables: await tablesOf(db), files };
}

const DATABASE_URL = process.env.DATABASE_URL;
let databases = 0;

/** An empty database of `kind`: a fresh PGlite in memory, or a new database on the test PostgreSQL server. */
async function emptyDatabase(kind: Database['kind']): Promise<Database> {
  if (kind === 'pglite') return wrapPglite(await openPglite());
  if (!DATABASE_URL) throw new Error('PostgreSQL needs DATABASE_URL');
  // Named as the test helpers name theirs, so that the run's teardown drops one a failed test leaves.
  const name = `lumi_t_${process.ppid}_${process.pid}_${Date.now()}_bk${++databases}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 3);
  return {
    ...database,
    async close() {
      await database.close();
      const drop = new pg.Client({ connectionString: DATABASE_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** The archive `from` written again with its manifest changed by `change` (a backup as another version made it). */
/** Writes entries, in their order, as a `.tar.gz` like a backup's. */
async function writeArchive(
  to: string,
  entries: AsyncIterable<{ name: string; data: Buffer }> | Iterable<{ name: string; data: Buffer }>,
): Promise<void> {
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(to));
  const tar = createTarWriter(gzip);
  for await (const entry of entries) await tar.add(entry.name, entry.data);
  await tar.end();
  await done;
}

async function withManifest(from: string, to: string, change: (m: Manifest) => Manifest): Promise<void> {
  await writeArchive(
    to,
    (async function* () {
      for await (const entry of readArchive(from))
        yield entry.name === MANIFEST_ENTRY
          ? {
              name: entry.name,
              data: Buffer.from(JSON.stringify(change(JSON.parse(entry.data.toString('utf8')) as Manifest))),
            }
          : entry;
    })(),
  );
}

/**
 * The columns the migrations after the first `count` add (`ALTER TABLE "t" ADD COLUMN "c"`): a database at that level
 * has none of them, nor has its backup.
 */
async function addedAfter(
  count: number,
): Promise<{ tables: Set<string>; columns: Map<string, Set<string>> }> {
  const tables = new Set<string>();
  const columns = new Map<string, Set<string>>();
  for (const migration of codeMigrations().slice(count)) {
    const text = await readFile(path.join(migrationsFolder(), `${migration.tag}.sql`), 'utf8');
    for (const [, table] of text.matchAll(/CREATE TABLE "(\w+)"/g)) tables.add(table!);
    for (const [, table, column] of text.matchAll(/ALTER TABLE "(\w+)" ADD COLUMN "(\w+)"/g)) {
      if (!columns.has(table!)) columns.set(table!, new Set());
      columns.get(table!)!.add(column!);
    }
  }
  return { tables, columns };
}

/**
 * An archive as a database at the first `count` migrations would have written it: the same rows without the tables
 * and columns later migrations added, its manifest at that level, every entry's size and checksum written anew.
 */
async function asOlderArchive(from: string, to: string, count: number): Promise<void> {
  const code = codeMigrations();
  const last = code[count - 1]!;
  const { tables: newer, columns: dropped } = await addedAfter(count);
  const rewritten = new Map<string, Buffer>();
  let manifest: Manifest | undefined;
  for await (const entry of readArchive(from)) {
    if (entry.name === MANIFEST_ENTRY) {
      manifest = JSON.parse(entry.data.toString('utf8')) as Manifest;
      continue;
    }
    const table = /^tables\/([^/]+)\//.exec(entry.name)?.[1];
    if (table && newer.has(table)) continue;
    const columns = table ? dropped.get(table) : undefined;
    if (!columns) {
      rewritten.set(entry.name, entry.data);
      continue;
    }
    const lines = entry.data
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const row = JSON.parse(line) as Record<string, unknown>;
        for (const column of columns) delete row[column];
        return JSON.stringify(row);
      });
    rewritten.set(entry.name, Buffer.from(lines.map((line) => `${line}\n`).join('')));
  }
  if (!manifest) throw new Error('no manifest in the archive');
  const sum = (data: Buffer) => ({
    bytes: data.length,
    sha256: createHash('sha256').update(data).digest('hex'),
  });
  const older: Manifest = {
    ...manifest,
    migrations: { count, tag: last.tag, when: last.when, hash: last.hash },
    tables: manifest.tables
      .filter((t) => !newer.has(t.name))
      .map((t) => ({
        ...t,
        columns: t.columns.filter((c) => !dropped.get(t.name)?.has(c)),
        entries: t.entries.map((e) => ({ ...e, ...sum(rewritten.get(e.name)!) })),
      })),
  };
  await writeArchive(to, [
    ...[...rewritten].map(([name, data]) => ({ name, data })),
    { name: MANIFEST_ENTRY, data: Buffer.from(JSON.stringify(older)) },
  ]);
}

async function refusal(promise: Promise<unknown>): Promise<BackupError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(BackupError);
  return error as BackupError;
}

describe('backup and restore (issue 29, ADR 0054)', () => {
  let t: TestApp;
  let storage: LocalFileStorage;
  let work: string;
  let archive: string;
  let manifest: Manifest;
  let before: Awaited<ReturnType<typeof shopOf>>;
  let extra: { order: string; booking: string; upload: string; messages: string[] };
  const lines: string[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(os.tmpdir(), 'lumi-backup-'));
    t = await buildTestApp();
    storage = createLocalStorage(path.join(t.config.dataDir, 'uploads'));
    const user = await loginUser(t.app);

    // A new order through checkout.
    const [product] = await rowsOf<{ id: string }>(
      t.database.db,
      sql`select p.id from products p where p.stock > 5 and p.enable and p.expiry > current_date + 30
            and not exists (select 1 from product_variants v where v.product_id = p.id) order by p.slug limit 1`,
    );
    const ordered = await injectAs(t.app, user, {
      method: 'POST',
      url: '/orders/cod',
      payload: { ...(await demoAddress(t.app)), products: [{ productId: product!.id, quantity: 2 }] },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);

    // A picture uploaded by the customer, sent in the chat.
    const png = await multipartBody(
      { purpose: 'chat' },
      { data: await pngImage(40), filename: 'da-mat.png', type: 'image/png' },
    );
    const uploaded = await injectAs(t.app, user, {
      method: 'POST',
      url: '/uploads',
      payload: png.payload,
      headers: png.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const picture = uploaded.json<{ data: { url: string; publicId: string } }>().data;

    // A booking of the demo doctor, on a day the clock makes bookable.
    t.clock.set(new Date('2030-03-04T08:00:00+07:00'));
    const later = await loginUser(t.app);
    const [an] = await t.database.db.select().from(doctors).where(eq(doctors.email, DEMO.doctor.email));
    const booked = await injectAs(t.app, later, {
      method: 'POST',
      url: '/bookings',
      payload: { doctor: an!.id, date: '2030-03-05', startTime: '09:00', customer: DEMO_PATIENT },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    // Two chat messages in a demo conversation, the second a reply to the first (a row referring to its own table).
    const [conversation] = await t.database.db.select().from(conversations).limit(1);
    const staff = (conversation!.adminId ?? conversation!.doctorId)!;
    const staffKind = conversation!.adminId ? 'admin' : 'doctor';
    const [first] = await t.database.db
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        senderKind: 'user',
        senderId: conversation!.userId,
        receiverKind: staffKind,
        receiverId: staff,
        content: 'Da em bị kích ứng sau khi dùng serum, bác sĩ xem giúp em ảnh này ạ.',
        attachments: [{ url: picture.url, publicId: picture.publicId, type: 'image' }],
      })
      .returning();
    const [reply] = await t.database.db
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        senderKind: staffKind,
        senderId: staff,
        receiverKind: 'user',
        receiverId: conversation!.userId,
        content: 'Chị ngưng serum hai ngày và bôi kem dưỡng phục hồi nhé.',
        replyToId: first!.id,
      })
      .returning();

    extra = {
      order: ordered.json<{ data: Order }>().data.code,
      booking: booked.json<{ data: { code: string } }>().data.code,
      upload: new URL(picture.url, 'http://lumi.test').pathname.replace(/^\/uploads\//, ''),
      messages: [first!.id, reply!.id],
    };
    // A JSON null in a jsonb column, which is not SQL NULL (row_to_json writes both as null).
    await t.database.db.execute(
      sql`update admins set avatar = 'null'::jsonb where username = ${DEMO.support.username}`,
    );
    // The app stops (its job worker writes no more); the database it used stays open as the backup's source.
    await t.app.close();
    before = await shopOf(t.database.db, storage);

    const made = await createBackup({
      database: t.database,
      storage,
      out: path.join(work, 'lumi-drill.tar.gz'),
      appVersion: t.config.version,
      log: (line) => lines.push(line),
      // Small entries: the tables are written in many pieces, as a big database's would be.
      entryBytes: 64 * 1024,
      fetchRows: 100,
    });
    archive = made.file;
    manifest = made.manifest;
  }, 300_000);

  afterAll(async () => {
    await t?.database.close();
    await rm(work, { recursive: true, force: true });
  });

  it('writes one archive: a manifest naming every table, row count, sequence and file with its checksum', () => {
    expect(before.orders.map((o) => o.code)).toContain(extra.order);
    expect(before.files[extra.upload]).toBeDefined();
    expect(manifest).toMatchObject({
      format: 'lumi-backup',
      formatVersion: 1,
      database: { kind: t.database.kind },
      migrations: { count: codeMigrations().length, tag: codeMigrations().at(-1)!.tag },
    });
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    expect(rows).toEqual(
      Object.fromEntries(Object.entries(before.tables).map(([name, r]) => [name, r.rows])),
    );
    expect(manifest.tables.find((table) => table.name === 'orders')!.entries.length).toBeGreaterThan(1);
    expect(manifest.sequences.map((s) => s.name)).toContain('messages_seq_seq');
    expect(manifest.files.count).toBe(Object.keys(before.files).length);
    expect(Object.fromEntries(manifest.files.entries.map((f) => [f.key, f.sha256]))).toEqual(before.files);
    expect(lines.at(-1)).toMatch(/^\[lumi\] đã sao lưu vào .* — [\d,]+ MB \([\d,]+ s\)$/);
  });

  it('restore drill: wiped (a fresh database, the uploads deleted) and restored, the same shop comes back', async () => {
    await rm(storage.root, { recursive: true, force: true });
    const target = await emptyDatabase(t.database.kind);
    try {
      const log: string[] = [];
      const result = await restoreBackup({
        database: target,
        storage,
        from: archive,
        confirm: false,
        log: (line) => log.push(line),
      });
      expect(result).toMatchObject({ upgraded: false, files: manifest.files.count, removedFiles: 0 });
      expect(log.at(-1)).toMatch(/^\[lumi\] đã khôi phục /);
      const after = await shopOf(target.db, storage);
      expect(after.orders).toEqual(before.orders);
      expect(after.bookings).toEqual(before.bookings);
      expect(after.chat).toEqual(before.chat);
      expect(after.files).toEqual(before.files);
      expect(after.tables).toEqual(before.tables);
      expect(
        await rowsOf(
          target.db,
          sql`select avatar is null as "sqlNull", avatar::text as avatar from admins
              where username = ${DEMO.support.username}`,
        ),
      ).toEqual([{ sqlNull: false, avatar: 'null' }]);

      // The restored shop works: the customer sees the new order and booking, the picture is served, and the
      // next message is numbered after the restored ones.
      const app = await buildApp({ config: t.config, database: target, clock: t.clock, logger: false });
      try {
        await app.ready();
        const user = await loginUser(app);
        const orders = await injectAs(app, user, { method: 'GET', url: '/orders' });
        expect(orders.statusCode, orders.body).toBe(200);
        expect(JSON.stringify(orders.json())).toContain(extra.order);
        const bookings = await injectAs(app, user, { method: 'GET', url: '/bookings/customer' });
        expect(JSON.stringify(bookings.json())).toContain(extra.booking);
        const picture = await app.inject({ method: 'GET', url: `/uploads/${extra.upload}` });
        expect(picture.statusCode).toBe(200);
        expect(picture.rawPayload).toEqual(await readFile(path.join(storage.root, extra.upload)));
      } finally {
        await app.close();
      }
      const [last] = await rowsOf<{ seq: number }>(
        target.db,
        sql`select seq::int as seq from messages where id = ${extra.messages[1]!}`,
      );
      const [next] = await target.db
        .insert(messages)
        .values({ ...(await messageLike(target.db, extra.messages[1]!)), content: 'Cảm ơn bác sĩ ạ.' })
        .returning({ seq: messages.seq });
      expect(next!.seq).toBeGreaterThan(last!.seq);
    } finally {
      await target.close();
    }
  }, 300_000);

  it.skipIf(!DATABASE_URL)(
    'crosses kinds: PostgreSQL → the embedded database → PostgreSQL, the same rows and files',
    async () => {
      const embedded = await emptyDatabase('pglite');
      const postgres = await emptyDatabase('postgres');
      try {
        await restoreBackup({ database: embedded, storage, from: archive, confirm: true });
        expect((await tablesOf(embedded.db)).orders).toEqual(before.tables.orders);
        const again = await createBackup({
          database: embedded,
          storage,
          out: path.join(work, 'lumi-from-pglite.tar.gz'),
          appVersion: t.config.version,
        });
        expect(again.manifest.database.kind).toBe('pglite');
        await rm(storage.root, { recursive: true, force: true });
        await restoreBackup({ database: postgres, storage, from: again.file, confirm: false });
        const after = await shopOf(postgres.db, storage);
        expect(after.orders).toEqual(before.orders);
        expect(after.chat).toEqual(before.chat);
        expect(after.tables).toEqual(before.tables);
        expect(after.files).toEqual(before.files);
      } finally {
        await embedded.close();
        await postgres.close();
      }
    },
    300_000,
  );

  it.skipIf(!DATABASE_URL)(
    'restores as a role that may not set the replication role (a managed PostgreSQL): keys dropped and re-checked',
    async () => {
      const role = `lumi_t_role_${process.pid}_${Date.now()}`;
      const name = `lumi_t_${process.ppid}_${process.pid}_${Date.now()}_owned`;
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE ROLE ${role} LOGIN`);
      await admin.query(`CREATE DATABASE ${name} OWNER ${role}`);
      const url = new URL(DATABASE_URL!);
      url.pathname = `/${name}`;
      url.username = role;
      url.password = '';
      const database = await openPostgres(url.toString(), 2);
      const owned = createLocalStorage(await mkdtemp(path.join(work, 'owned-uploads-')));
      try {
        const log: string[] = [];
        await restoreBackup({
          database,
          storage: owned,
          from: archive,
          confirm: false,
          log: (l) => log.push(l),
        });
        expect(log.join('\n')).toContain('không được đặt session_replication_role');
        expect(await tablesOf(database.db)).toEqual(before.tables);
      } finally {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.query(`DROP ROLE IF EXISTS ${role}`);
        await admin.end();
      }
    },
    300_000,
  );

  describe('on a database that holds data', () => {
    let target: Database & { url?: string };
    let targetStorage: FileStorage;
    let targetBefore: Awaited<ReturnType<typeof shopOf>>;
    beforeAll(async () => {
      target = await createTestDatabase();
      targetStorage = createLocalStorage(await mkdtemp(path.join(work, 'target-uploads-')));
      await targetStorage.put('khong-co-trong-ban-sao-luu.webp', Buffer.from('ảnh cũ'));
      await target.db.execute(
        sql`update products set stock = 3 where slug = (select min(slug) from products)`,
      );
      targetBefore = await shopOf(target.db, targetStorage);
    }, 120_000);
    afterAll(async () => {
      await target?.close();
    });

    const unchanged = async () => expect(await shopOf(target.db, targetStorage)).toEqual(targetBefore);

    it('refuses without the yes, saying in Vietnamese what would be replaced; nothing changes', async () => {
      const error = await refusal(
        restoreBackup({ database: target, storage: targetStorage, from: archive, confirm: false }),
      );
      expect(error.code).toBe('TARGET_NOT_EMPTY');
      expect(error.message).toMatch(/^Cơ sở dữ liệu đích \((nhúng PGlite|PostgreSQL)\) đang có dữ liệu: /);
      expect(error.message).toContain(`${targetBefore.tables.orders!.rows.toLocaleString('vi-VN')} đơn hàng`);
      expect(error.message).toContain('kho tệp tải lên có 1 tệp');
      expect(error.message).toContain('--yes');
      await unchanged();
    });

    it('refuses a backup of a newer migration level than the code, naming both; nothing changes', async () => {
      const newer = path.join(work, 'newer.tar.gz');
      const last = codeMigrations().at(-1)!;
      await withManifest(archive, newer, (m) => ({
        ...m,
        app: { version: '9.9.9' },
        migrations: {
          count: m.migrations.count + 1,
          tag: '0099_future',
          when: last.when + 1,
          hash: 'f'.repeat(64),
        },
      }));
      const error = await refusal(
        restoreBackup({ database: target, storage: targetStorage, from: newer, confirm: true }),
      );
      expect(error.code).toBe('BACKUP_MIGRATION_NEWER');
      expect(error.message).toContain('0099_future');
      expect(error.message).toContain(last.tag);
      expect(error.message).toContain('Hãy cập nhật Lumi');
      await unchanged();
    });

    it.each([
      [
        'a byte changed in the middle',
        (bytes: Buffer) => bytes.fill(0x5a, bytes.length >> 1, (bytes.length >> 1) + 8),
      ],
      ['cut short', (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.8))],
    ])('refuses a corrupted archive (%s) before touching anything', async (_how, damage) => {
      const broken = path.join(work, 'broken.tar.gz');
      await writeFile(broken, damage(Buffer.from(await readFile(archive))));
      const error = await refusal(
        restoreBackup({ database: target, storage: targetStorage, from: broken, confirm: true }),
      );
      expect(error.code).toBe('ARCHIVE_CORRUPT');
      expect(error.message).toMatch(/hỏng hoặc không đầy đủ .* Không có gì bị thay đổi/);
      await unchanged();
    });

    it('restores an older migration level: loaded at its level, the later migrations applied after, keys checked', async () => {
      const code = codeMigrations();
      const older = path.join(work, 'older.tar.gz');
      // At 0019 the rows lack the columns the later migrations added (0022: the reschedule counts), and the archive
      // the tables they created (0023: the waitlist).
      const level = code.findIndex((m) => m.tag === '0019_change_notices');
      await asOlderArchive(archive, older, level + 1);
      const added = await addedAfter(level + 1);
      expect(added.columns.get('bookings')).toContain('reschedule_count');
      expect(added.tables).toContain('waitlist_entries');
      // 'owner': the foreign keys dropped and added back (what a role that may not set the replication role gets).
      const result = await restoreBackup({
        database: target,
        storage: targetStorage,
        from: older,
        confirm: true,
        checks: 'owner',
      });
      expect(result).toMatchObject({ upgraded: true, removedFiles: 1 });
      const after = await shopOf(target.db, targetStorage);
      // A table a later migration created was not in the archive: it comes back empty (the demo vouchers, 0029); a
      // column one added comes back at its default (the returns' figures on the orders, 0032), the rest as it was.
      const empty = { rows: 0, md5: createHash('md5').update('').digest('hex') };
      expect(await tablesOf(target.db, added.columns)).toEqual(
        Object.fromEntries(
          Object.entries(await tablesOf(t.database.db, added.columns)).map(([name, table]) => [
            name,
            added.tables.has(name) ? empty : table,
          ]),
        ),
      );
      expect(after.tables.vouchers).toEqual(empty);
      expect(after.files).toEqual(before.files);
      const applied = await rowsOf<{ hash: string }>(
        target.db,
        sql`select hash from drizzle.__drizzle_migrations order by created_at`,
      );
      expect(applied.map((m) => m.hash)).toEqual(code.map((m) => m.hash));
      const [state] = await rowsOf<{ keys: number; triggers: number; off: number }>(
        target.db,
        sql`select (select count(*)::int from pg_constraint c join pg_namespace n on n.oid = c.connamespace
                        where c.contype = 'f' and n.nspname = 'public') as keys,
                     (select count(*)::int from pg_trigger where tgname = 'products_stock_changed') as triggers,
                     (select count(*)::int from pg_trigger where not tgisinternal and tgenabled <> 'O') as off`,
      );
      expect(state).toMatchObject({ triggers: 1, off: 0 });
      expect(state!.keys).toBeGreaterThan(30);
    }, 300_000);
  });
});

/** The columns a new message in the same conversation needs, from an existing one. */
async function messageLike(db: Db, id: string) {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return {
    conversationId: row!.conversationId,
    senderKind: row!.receiverKind,
    senderId: row!.receiverId,
    receiverKind: row!.senderKind,
    receiverId: row!.senderId,
  };
}
