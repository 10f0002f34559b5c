import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** Who holds an embedded database's folder, as its lock file says. */
export type LockHolder = { pid: number; host: string; since: string; command: string; token: string };

/**
 * The embedded database's folder is held by another process (a running server, a seed, a backup): PGlite itself
 * takes no lock, and two processes writing one folder corrupt it (ADR 0054).
 */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder
      ? `: pid ${holder.pid}${holder.host === hostname() ? '' : ` trên máy ${holder.host}`}` +
        `${holder.command ? ` (${holder.command})` : ''}, mở lúc ${holder.since}`
      : '';
    super(
      `Cơ sở dữ liệu nhúng ở ${dataDir} đang được một tiến trình khác giữ${who}. Mỗi lúc chỉ một tiến trình được mở thư mục này: ` +
        `hãy dừng máy chủ Lumi (hoặc lệnh đang chạy) rồi thử lại. Nếu chắc chắn không còn tiến trình nào dùng nó, ` +
        `hãy xoá tệp ${lockFileOf(dataDir)}.`,
    );
    this.name = 'DatabaseInUseError';
  }
}

/** The lock of a database folder sits beside it (DATA_DIR/db → DATA_DIR/db.lock), so a reset deleting it keeps it. */
export function lockFileOf(dataDir: string): string {
  return `${path.resolve(dataDir)}.lock`;
}

/** The locks this process holds: lock file → its token. */
const held = new Map<string, string>();
let exitHook = false;

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return {
      pid: parsed.pid,
      host: parsed.host,
      since: String(parsed.since ?? ''),
      command: String(parsed.command ?? ''),
      token: String(parsed.token ?? ''),
    };
  } catch {
    return null;
  }
}

/** A lock whose process is gone (killed, crashed): on this machine only, where its pid can be asked about. */
function isStale(holder: LockHolder | null): boolean {
  // Unreadable: never written by this code (the file appears whole, see below), so nobody holds it.
  if (!holder) return true;
  if (holder.host !== hostname()) return false;
  // Our own pid without our own record: a file left by an earlier process that had this pid.
  if (holder.pid === process.pid) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  return isZombie(holder.pid);
}

/**
 * A killed process not yet reaped still answers `kill(pid, 0)`: in a container whose first process reaps nobody, a
 * server killed during its demo load (its seed process) stays so. Linux says so in /proc; elsewhere it is alive.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return /^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return false;
  }
}

function removeIfMine(file: string, token: string): void {
  if (readHolder(file)?.token !== token) return;
  try {
    unlinkSync(file);
  } catch {
    // Already gone.
  }
}

/**
 * Takes the folder's lock for this process, or throws `DatabaseInUseError` naming who holds it; a lock left by a
 * process that is gone is taken over. Returns the release (idempotent); a process that exits releases its locks.
 */
export function lockPgliteFolder(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  if (held.has(file)) throw new DatabaseInUseError(dataDir, readHolder(file));
  mkdirSync(path.dirname(file), { recursive: true });
  const token = randomUUID();
  const mine: LockHolder = {
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    command: process.argv
      .slice(1)
      .map((arg) => path.basename(arg))
      .join(' ')
      .slice(0, 200),
    token,
  };
  // Written aside and linked into place: the lock file appears whole or not at all, and only one link wins.
  const partial = `${file}.${process.pid}.${token}`;
  writeFileSync(partial, JSON.stringify(mine));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(partial, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const holder = readHolder(file);
        if (attempt > 0 || !isStale(holder)) throw new DatabaseInUseError(dataDir, holder);
        try {
          unlinkSync(file);
        } catch {
          // Another process took it over first: the next link says who.
        }
      }
    }
  } finally {
    unlinkSync(partial);
  }
  held.set(file, token);
  if (!exitHook) {
    exitHook = true;
    process.on('exit', () => {
      for (const [lock, owner] of held) removeIfMine(lock, owner);
    });
  }
  return () => {
    if (held.get(file) !== token) return;
    held.delete(file);
    removeIfMine(file, token);
  };
}
