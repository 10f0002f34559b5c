import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SUCCESS_ANSWERS } from '@lumi/shared/contract';
import { buildTestApp, type TestApp } from './helpers';

/*
 * The web's fake server checks its fake replies against `SUCCESS_ANSWERS` (@lumi/shared/contract). This test holds
 * that table to the server: each entry, turned into JSON Schema by the same transform as the server's OpenAPI
 * document, equals the 2xx response the server's route declares. A route whose answer changes without the table
 * (or the other way round) fails here, and so no fake reply can silently describe an answer the server never gives.
 */

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

const API_PREFIX = '/api/v1';

/** The JSON Schema of the one 2xx JSON answer of an operation. */
function successSchema(operation: Operation | undefined): unknown {
  const entries = Object.entries(operation?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  if (entries.length !== 1) return undefined;
  return entries[0]![1].content?.['application/json']?.schema;
}

/** `GET /orders/detail/:id` → the method and a matcher of OpenAPI paths (`/api/v1/orders/detail/{idOrSlug}`). */
function locate(entry: string): { method: string; matches: (path: string) => boolean } {
  const [method, pattern] = entry.split(' ') as [string, string];
  const wanted = pattern.split('/');
  return {
    method: method.toLowerCase(),
    matches(path) {
      if (!path.startsWith(`${API_PREFIX}/`)) return false;
      const got = path.slice(API_PREFIX.length).split('/');
      if (wanted.length !== got.length) return false;
      return wanted.every((segment, i) => {
        const other = got[i]!;
        if (segment === '*' || segment.startsWith(':')) return /^\{.+\}$/.test(other);
        return segment === other;
      });
    },
  };
}

/** The same schemas as the table, put through the server's OpenAPI transform on a bare Fastify. */
async function tableAsOpenApi(): Promise<Map<string, unknown>> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 'table', version: '0' } },
    transform: jsonSchemaTransform,
  });
  const entries = Object.entries(SUCCESS_ANSWERS);
  entries.forEach(([, schema], i) => {
    app.get(`/entry-${i}`, { schema: { response: { 200: schema as z.ZodType } } }, async () => null);
  });
  await app.ready();
  const doc = app.swagger() as unknown as OpenApi;
  await app.close();
  return new Map(entries.map(([entry], i) => [entry, successSchema(doc.paths[`/entry-${i}`]?.get)]));
}

describe('the contract table the web tests use (@lumi/shared/contract)', () => {
  let t: TestApp;
  let served: OpenApi;
  let table: Map<string, unknown>;

  beforeAll(async () => {
    t = await buildTestApp();
    served = t.app.swagger() as unknown as OpenApi;
    table = await tableAsOpenApi();
  });

  afterAll(async () => {
    await t.close();
  });

  it('names only routes the server has, each answering one JSON body on success', () => {
    const missing = [...table.keys()].filter((entry) => {
      const { method, matches } = locate(entry);
      return !Object.entries(served.paths).some(([path, operations]) => matches(path) && operations[method]);
    });
    expect(missing).toEqual([]);
  });

  it.each(Object.keys(SUCCESS_ANSWERS))('%s: the table and the route declare the same answer', (entry) => {
    const { method, matches } = locate(entry);
    const declared = Object.entries(served.paths)
      .filter(([path, operations]) => matches(path) && operations[method])
      .map(([, operations]) => successSchema(operations[method]));
    expect(declared).toHaveLength(1);
    expect(table.get(entry)).toBeDefined();
    expect(declared[0]).toEqual(table.get(entry));
  });
});
