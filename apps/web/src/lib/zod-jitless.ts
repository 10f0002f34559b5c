// zod compiles a fast parser for each object schema with `new Function` once it has probed that the page allows
// it. The server's Content-Security-Policy (script-src without 'unsafe-eval') forbids it, so the probe itself was
// reported as a CSP violation on every page whose modules build an object schema (Chrome's Issues panel, Lighthouse's
// best practices). zod's `jitless` skips the probe and parses with its interpreter, as it would after a failed
// probe anyway. Imported first by main.tsx, before any module that builds a schema.
//
// Set through the global object zod keeps its configuration in (`globalThis.__zod_globalConfig`, which its
// `config()` writes and every copy of zod shares), not through `config()`: importing zod here put its core (~6 KB
// gzip) in the first script of every page, most of which never build a schema (issue 26). lib/zod-jitless.test.ts
// checks that zod reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod keeps, whether or not zod was loaded before.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
