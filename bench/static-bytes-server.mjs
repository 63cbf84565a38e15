// The reference for the page cache: a bare Fastify serving pages as static files, already
// compressed (`<name>.html.br` beside `<name>.html`, @fastify/static's preCompressed), from
// STATIC_ROOT.
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify();
await app.register(fastifyStatic, {
  root: process.env.STATIC_ROOT,
  preCompressed: true,
  wildcard: false,
});
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
