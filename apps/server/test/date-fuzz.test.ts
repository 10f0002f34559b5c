import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@lumi/shared';
import { buildTestApp, demoPrincipals, injectAs, type Principal, type TestApp } from './helpers';

/**
 * Every date field and parameter of the OpenAPI document refuses an impossible day with 400 VALIDATION_ERROR and the
 * Vietnamese date message (issue 24). The walk finds the fields by their documented 'YYYY-MM-DD' pattern, or by a
 * name that says they are dates (a piped schema documents only its input side), so a new one cannot slip past it.
 */

type JsonSchema = {
  type?: string | string[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Parameter = { name: string; in: string; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** A pattern that reads a 'YYYY-MM-DD' day (the plain day, or the promotions' day with an optional time). */
const isDatePattern = (pattern: string | undefined) =>
  pattern !== undefined && pattern.includes('\\d{4}-\\d{2}-\\d{2}');

/** Names that are dates whatever their schema says (`dateOfBirth`, `fromDate`, `expiry`, `holidays`, …). */
const DATE_NAME = /(^date$|date$|^date[A-Z]|Date[A-Z]?|^expiry$|^holidays?$)/;

/** The string leaves of a schema, with the path to each ('items' for an array's element). */
function leaves(
  schema: JsonSchema | undefined,
  path: string[] = [],
): { path: string[]; schema: JsonSchema }[] {
  if (!schema) return [];
  const out: { path: string[]; schema: JsonSchema }[] = [];
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    out.push(...leaves(part, path));
  }
  for (const [key, child] of Object.entries(schema.properties ?? {}))
    out.push(...leaves(child, [...path, key]));
  if (schema.items) out.push(...leaves(schema.items, [...path, 'items']));
  if (schema.pattern !== undefined || schema.type === 'string') out.push({ path, schema });
  return out;
}

/** A body holding `value` at `path` (an array element becomes a one-element array). */
function bodyWith(path: string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (head === 'items') return [bodyWith(rest, value)];
  return { [head as string]: bodyWith(rest, value) };
}

const IMPOSSIBLE = ['2026-13-45', '2026-02-30', '2025-02-29', '2026-04-31', '2026-00-10', '0000-01-01'];
/** The date message, or a field's own one that names it (the date of birth's). */
const DATE_MESSAGES: string[] = [VALIDATION.dateInvalid, VALIDATION.dateOfBirthInvalid];
const SOME_ID = '6f1c0a9e-3b7d-4c21-9a55-2f0d3e8b7c61';

type Target = { method: string; path: string; where: 'query' | 'body'; field: string[]; pattern: string };

describe('impossible dates (issue 24)', () => {
  let t: TestApp;
  let callers: (Principal | null)[];
  let targets: Target[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    const p = await demoPrincipals(t.app);
    callers = [p.admin, p.clinic, p.support, p.doctor, p.user, null];
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApi>();
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const found: { where: 'query' | 'body'; field: string[]; schema: JsonSchema }[] = [];
        for (const param of op.parameters ?? []) {
          if (param.in !== 'query') continue;
          for (const leaf of leaves(param.schema))
            found.push({ where: 'query', field: [param.name], ...leaf });
        }
        const body = op.requestBody?.content?.['application/json']?.schema;
        for (const leaf of leaves(body)) found.push({ where: 'body', field: leaf.path, schema: leaf.schema });
        for (const f of found) {
          const name = f.field.filter((k) => k !== 'items').at(-1) ?? '';
          if (isDatePattern(f.schema.pattern) || DATE_NAME.test(name)) {
            const pattern = f.schema.pattern ?? '';
            targets.push({ method: method.toUpperCase(), path, where: f.where, field: f.field, pattern });
          }
        }
      }
    }
    targets = targets.filter(
      (x, i, all) => all.findIndex((y) => JSON.stringify(y) === JSON.stringify(x)) === i,
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the date fields of the document', () => {
    // The endpoints the issue named are among them (a walk that found nothing would prove nothing).
    const named = targets.map((x) => `${x.method} ${x.path} ${x.field.join('.')}`);
    for (const expected of [
      'GET /api/v1/doctors/schedule-booking/{doctorId} date',
      'POST /api/v1/bookings date',
      'GET /api/v1/admin/orders fromDate',
      'GET /api/v1/admin/orders toDate',
      'GET /api/v1/admin/reviews fromDate',
      'GET /api/v1/admin/routines toDate',
      'GET /api/v1/admin/clinics/bookings fromDate',
      'GET /api/v1/bookings/by-doctor toDate',
    ]) {
      expect(named).toContain(expected);
    }
    expect(targets.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 400 VALIDATION_ERROR with the Vietnamese message for each impossible day, never a 500', async () => {
    const failures: string[] = [];
    for (const target of targets) {
      const url = target.path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, SOME_ID);
      for (const bad of IMPOSSIBLE) {
        // A field that also takes a time is tried with one too.
        const values = target.pattern.includes(':') ? [bad, `${bad} 08:00:00`] : [bad];
        for (const value of values) {
          const label = `${target.method} ${target.path} ${target.where} ${target.field.join('.')}=${value}`;
          let res = null;
          for (const caller of callers) {
            const query = target.where === 'query' ? `?${target.field[0]}=${encodeURIComponent(value)}` : '';
            res = await injectAs(t.app, caller, {
              method: target.method as 'GET',
              url: `${url}${query}`,
              ...(target.where === 'body' ? { payload: bodyWith(target.field, value) as object } : {}),
            });
            if (res.statusCode !== 401 && res.statusCode !== 403) break;
          }
          if (!res) continue;
          const body = res.json<{ code?: string; errors?: { path: string; message: string }[] }>();
          const dotted = target.field.filter((k) => k !== 'items').join('.');
          const onField = (body.errors ?? []).some(
            (e) => DATE_MESSAGES.includes(e.message) && e.path.replace(/\.\d+(?=\.|$)/g, '') === dotted,
          );
          if (res.statusCode !== 400 || body.code !== 'VALIDATION_ERROR' || !onField) {
            failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('still takes real days, the 29th of February of a leap year included', async () => {
    const p = callers[0]!;
    for (const day of ['2028-02-29', '2026-12-31', '2026-04-30']) {
      const res = await injectAs(t.app, p, {
        method: 'GET',
        url: `/admin/orders?fromDate=${day}&toDate=${day}`,
      });
      expect(res.statusCode, `${day}: ${res.body.slice(0, 200)}`).toBe(200);
    }
  });
});
