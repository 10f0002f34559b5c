import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The same answer as a bigger one would be, for reads whose answer is large (a page): `/bytes?n=` sends n bytes of
// text from memory, so that what the load generator spends reading them is in the baseline too.
const sizes = new Map();
app.get('/bytes', async (request, reply) => {
  const n = Math.min(Number(request.query.n) || 0, 5_000_000);
  let body = sizes.get(n);
  if (!body) sizes.set(n, (body = Buffer.alloc(n, 'a')));
  return reply.type('text/html; charset=utf-8').send(body);
});
// An answer's own bytes as the server sent them (`/kept?file=<path>&encoding=br`), read once: a compressed page's
// Brotli costs the load generator more to read than text of its size.
const files = new Map();
app.get('/kept', async (request, reply) => {
  const { file, encoding } = request.query;
  let body = files.get(file);
  if (!body) files.set(file, (body = await readFile(String(file))));
  if (encoding) reply.header('content-encoding', String(encoding));
  return reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ port: Number(process.argv[2] ?? 3901), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
