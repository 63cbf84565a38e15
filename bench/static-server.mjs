// Serves the empty reference app with the portal's own stack (Fastify, static, compression).
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const app = Fastify();
await app.register(compress, { threshold: 1024 });
await app.register(fastifyStatic, { root: process.env.STATIC_ROOT, wildcard: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
