// The messages between the server and the embedded database's thread (ADR 0049): db/pglite-thread.ts asks,
// db/pglite-worker.ts answers. Values cross by structured clone (dates, byte arrays, nested rows survive it).

/** How drizzle asks PGlite for rows: as arrays or objects, and which types to keep as PostgreSQL's text. */
export type WireQueryOptions = { rowMode?: 'array' | 'object'; rawTypes?: number[] };

export type ThreadRequest =
  | { type: 'query'; id: number; sql: string; params?: unknown[]; options?: WireQueryOptions; tx?: number }
  | { type: 'exec'; id: number; sql: string; tx?: number }
  | { type: 'begin'; id: number }
  | { type: 'end'; id: number; tx: number; commit: boolean }
  | { type: 'listen'; id: number; channel: string }
  | { type: 'unlisten'; id: number; channel: string }
  | { type: 'close'; id: number };

/** An error as it crosses: its message and name, and PostgreSQL's fields (code, constraint, detail…). */
export type WireError = { message: string; name: string; fields: Record<string, unknown> };

export type ThreadAnswer =
  | { type: 'result'; id: number; ok: true; value: unknown }
  | { type: 'result'; id: number; ok: false; error: WireError }
  | { type: 'notice'; channel: string; payload: string }
  | { type: 'failed'; error: WireError };

/** The fields of a database error that callers read (db/pg-errors.ts and the logs), as plain values. */
const ERROR_FIELDS = [
  'code',
  'constraint',
  'detail',
  'hint',
  'table',
  'column',
  'schema',
  'severity',
  'position',
  'where',
  'routine',
  'dataType',
] as const;

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, unknown> = {};
  for (const key of ERROR_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (value !== undefined && (typeof value === 'string' || typeof value === 'number')) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** The error again on this side, with the same message, name and fields (and this side's stack). */
export function errorFromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  error.name = wire.name;
  Object.assign(error, wire.fields);
  return error;
}
