import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * The few parts of POSIX tar (ustar, with a pax header for a long or non-ASCII name) a backup needs: regular files
 * written one after the other, read back one at a time. Any tar reads a backup (`tar tzf`); what this reader refuses
 * (links, devices) a backup never holds.
 */

const BLOCK = 512;
/** The largest entry an ustar header's 11 octal digits can say (8 GiB); a backup's entries are far smaller. */
const MAX_SIZE = 8 * 1024 ** 3 - 1;

/** A tar stream that is not one, or ends early: the reader's one failure. */
export class TarError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarError';
  }
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : header[i]!;
  return sum;
}

function headerBlock(name: Buffer, size: number, type: '0' | 'x', mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  name.copy(header, 0, 0, Math.min(name.length, 100));
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(mtime, 12), 136, 'ascii');
  header.write(type, 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return header;
}

/** A pax record `"<length> <key>=<value>\n"`, whose length counts itself. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  const bytes = Buffer.byteLength(body);
  let digits = String(bytes).length;
  if (String(bytes + digits).length > digits) digits += 1;
  return Buffer.from(`${bytes + digits}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export type TarWriter = {
  /** Appends one file, waiting while `out` is full. */
  add(name: string, data: Buffer): Promise<void>;
  /** Writes the end-of-archive blocks and ends `out`. */
  end(): Promise<void>;
};

export function createTarWriter(out: Writable, mtime = new Date()): TarWriter {
  const seconds = Math.floor(mtime.getTime() / 1000);
  const write = async (chunk: Buffer) => {
    if (chunk.length && !out.write(chunk)) await once(out, 'drain');
  };
  return {
    async add(name, data) {
      if (data.length > MAX_SIZE)
        throw new TarError(`${name}: quá lớn cho một mục tar (${data.length} byte)`);
      const nameBytes = Buffer.from(name, 'utf8');
      // A name that a plain header cannot hold whole (over 100 bytes, or not ASCII) goes in a pax record before it.
      if (nameBytes.length > 100 || nameBytes.length !== name.length) {
        const pax = paxRecord('path', name);
        await write(headerBlock(Buffer.from('PaxHeader'), pax.length, 'x', seconds));
        await write(pax);
        await write(padding(pax.length));
      }
      await write(headerBlock(Buffer.from(name.replace(/[^\x20-\x7e]/g, '_')), data.length, '0', seconds));
      await write(data);
      await write(padding(data.length));
    },
    async end() {
      await write(Buffer.alloc(BLOCK * 2));
      out.end();
    },
  };
}

export type TarEntry = { name: string; data: Buffer };

/** Bytes arriving in chunks, taken in exact lengths. */
function byteQueue(source: AsyncIterable<Buffer>) {
  const iterator = source[Symbol.asyncIterator]();
  let chunks: Buffer[] = [];
  let length = 0;
  return {
    /** Whether `n` bytes are (or could be made) available; false when the source ended first. */
    async fill(n: number): Promise<boolean> {
      while (length < n) {
        const next = await iterator.next();
        if (next.done) return false;
        const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value as Uint8Array);
        chunks.push(chunk);
        length += chunk.length;
      }
      return true;
    },
    take(n: number): Buffer {
      const first = chunks[0];
      let out: Buffer;
      if (first && first.length >= n) {
        out = first.subarray(0, n);
        if (first.length === n) chunks.shift();
        else chunks[0] = first.subarray(n);
      } else {
        const all = Buffer.concat(chunks, length);
        out = all.subarray(0, n);
        chunks = all.length > n ? [all.subarray(n)] : [];
      }
      length -= n;
      return out;
    },
    async close(): Promise<void> {
      await iterator.return?.();
    },
  };
}

function readOctal(header: Buffer, offset: number, width: number): number {
  const text = header
    .subarray(offset, offset + width)
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('tiêu đề tar hỏng');
  return text ? parseInt(text, 8) : 0;
}

function cString(header: Buffer, offset: number, width: number): string {
  const field = header.subarray(offset, offset + width);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? width : end).toString('utf8');
}

function paxPath(data: Buffer): string | undefined {
  let path: string | undefined;
  let rest = data;
  while (rest.length) {
    const space = rest.indexOf(0x20);
    const length = space > 0 ? Number(rest.subarray(0, space).toString('ascii')) : NaN;
    if (!Number.isInteger(length) || length <= space || length > rest.length)
      throw new TarError('bản ghi pax hỏng');
    const record = rest.subarray(space + 1, length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (record.slice(0, eq) === 'path') path = record.slice(eq + 1);
    rest = rest.subarray(length);
  }
  return path;
}

/** The files of a tar stream, one at a time, each whole in memory (a backup's entries are a few MB at most). */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = byteQueue(source);
  try {
    let longName: string | undefined;
    for (;;) {
      if (!(await bytes.fill(BLOCK))) throw new TarError('tệp bị cắt cụt (thiếu phần kết thúc tar)');
      const header = bytes.take(BLOCK);
      if (header.every((b) => b === 0)) return;
      if (readOctal(header, 148, 8) !== checksumOf(header))
        throw new TarError('tiêu đề tar hỏng (sai tổng kiểm)');
      const size = readOctal(header, 124, 12);
      const type = String.fromCharCode(header[156]!);
      const padded = size + ((BLOCK - (size % BLOCK)) % BLOCK);
      if (!(await bytes.fill(padded))) throw new TarError('tệp bị cắt cụt giữa một mục');
      const data = Buffer.from(bytes.take(padded).subarray(0, size));
      if (type === 'x') {
        longName = paxPath(data) ?? longName;
        continue;
      }
      // A global pax header or a folder (a backup repacked by another tar) says nothing a restore needs.
      if (type === 'g' || type === '5') continue;
      if (type !== '0' && type !== '\0') throw new TarError(`mục tar loại '${type}' không được hỗ trợ`);
      const prefix = cString(header, 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${cString(header, 0, 100)}` : cString(header, 0, 100));
      longName = undefined;
      yield { name, data };
    }
  } finally {
    await bytes.close();
  }
}
