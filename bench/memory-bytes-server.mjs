// The upper reference for the page cache: a bare node:http server answering each page from memory,
// the same bytes and headers as the portal sends (`<name>.html`, `<name>.html.br` and
// `<name>.headers.json` under STATIC_ROOT), brotli when the request accepts it.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

const root = process.env.STATIC_ROOT;
const pages = new Map();
for (const file of readdirSync(root).filter((name) => name.endsWith('.html'))) {
  const base = path.join(root, file);
  pages.set(`/${file}`, {
    identity: readFileSync(base),
    br: readFileSync(`${base}.br`),
    headers: JSON.parse(readFileSync(base.replace(/\.html$/, '.headers.json'), 'utf8')),
  });
}

createServer((request, response) => {
  if (request.url === '/healthz') return response.end('ok');
  const page = pages.get(request.url);
  if (!page) {
    response.statusCode = 404;
    return response.end();
  }
  const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(200, {
    ...page.headers,
    ...(brotli ? { 'content-encoding': 'br' } : {}),
  });
  response.end(brotli ? page.br : page.identity);
}).listen(Number(process.env.PORT), '127.0.0.1');
