// zod compiles a fast parser for each object schema with `new Function` once it has probed that the page allows
// it. The server's Content-Security-Policy (script-src without 'unsafe-eval') forbids it, so the probe itself was
// reported as a CSP violation on every page whose modules build an object schema (Chrome's Issues panel, Lighthouse's
// best practices). zod's `jitless` skips the probe and parses with its interpreter, as it would after a failed
// probe anyway. Imported first by main.tsx, before any module that builds a schema.
import { config } from 'zod';

config({ jitless: true });
