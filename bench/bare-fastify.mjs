// The reference: a bare Fastify process with one route, started and measured the same way.
import Fastify from 'fastify';

const app = Fastify();
app.get('/healthz', async () => ({ status: 'ok' }));
app.post('/token', async () => ({ access_token: 'x', token_type: 'Bearer' }));
// The profile photo section's reference: takes an image body up to 1 MB and discards it.
app.addContentTypeParser(
  ['image/jpeg', 'image/png', 'image/webp'],
  { parseAs: 'buffer', bodyLimit: 1 << 20 },
  (_request, body, done) => done(null, body),
);
app.post('/discard', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
