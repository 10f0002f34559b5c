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
await app.listen({ port: Number(process.argv[2] ?? 3901), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
