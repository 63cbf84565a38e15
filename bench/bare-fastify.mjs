// The reference: a bare Fastify process with one route, started and measured the same way.
import Fastify from 'fastify';

const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/token', async () => ({ access_token: 'x', token_type: 'Bearer' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
