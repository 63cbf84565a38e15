// Storefront pages from the render cache (docs/decisions/0014) against two references in the same
// run: the same compressed bytes served as static files by a bare Fastify, and the same bytes and
// headers answered from memory by a bare node:http server; brotli and identity; requests per
// second and latency under 16 concurrent clients, and each page's cold render.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import autocannon from 'autocannon';
import { startProcess } from './portal-process.mjs';

const SECONDS = 5;
const CONNECTIONS = 16;
const COLD_RUNS = 5;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
/** What a browser asks for, and what a client that takes no compression asks for. */
const ENCODINGS = { brotli: 'br, gzip', identity: 'identity' };
/** Headers of the portal's answer that belong to the connection or the moment, not the page. */
const NOT_THE_PAGE = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'x-request-id',
]);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function load(url, encoding, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': encoding } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.non2xx + result.errors,
});

/** Each figure's median over the rounds; errors are summed. */
const medianOf = (runs) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

/** Milliseconds to the whole answer of a page nobody asked for yet (a query the page ignores). */
async function coldRender(base, pagePath) {
  const times = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const separator = pagePath.includes('?') ? '&' : '?';
    const started = performance.now();
    const response = await fetch(`${base}${pagePath}${separator}cold=${i}`, {
      headers: { 'accept-encoding': ENCODINGS.brotli },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pagePath}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function measurePages() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-pages-'));
  const staticRoot = await mkdtemp(path.join(tmpdir(), 'portal-bench-static-'));
  const portal = await startProcess('apps/server/dist/main.js', { DATA_DIR: dataDir });
  const base = `http://127.0.0.1:${portal.port}`;
  const pages = [];
  try {
    const api = async (p) => (await fetch(`${base}${p}`)).json();
    const [business] = await api('/catalog-api/categories');
    const category = await api(`/catalog-api/categories/${business.slug}`);
    const wanted = [
      ['home', '/'],
      ['catalog', '/online-college-courses'],
      ['course', `/online-college-courses/${business.slug}/${category.products[0].id}`],
      // The same pages in Spanish (docs/languages.md): their own addresses, cached apart.
      ['home-es', '/es/'],
      ['course-es', `/es/online-college-courses/${business.slug}/${category.products[0].id}`],
    ];
    for (const [name, pagePath] of wanted) {
      const cold = await coldRender(base, pagePath);
      // The page a browser gets, stored as the reference's static files: the HTML and its
      // brotli at the quality the portal's cache uses (apps/server/src/web/page-cache.ts).
      const answer = await fetch(`${base}${pagePath}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      const html = Buffer.from(await answer.arrayBuffer());
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !NOT_THE_PAGE.has(name)),
      );
      await writeFile(path.join(staticRoot, `${name}.headers.json`), JSON.stringify(headers));
      const br = brotliCompressSync(html, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        },
      });
      await writeFile(path.join(staticRoot, `${name}.html`), html);
      await writeFile(path.join(staticRoot, `${name}.html.br`), br);
      pages.push({ name, pagePath, cold, htmlBytes: html.length, compressed: br.length });
    }
    // The servers run side by side; each page and encoding is measured on each reference, then on
    // the portal, after a short warm-up of each, in rounds whose medians are kept, so a busy
    // moment of the shared machine (or the portal's own start-up work) does not decide the figures.
    const references = {
      static: await startProcess('bench/static-bytes-server.mjs', { STATIC_ROOT: staticRoot }),
      memory: await startProcess('bench/memory-bytes-server.mjs', { STATIC_ROOT: staticRoot }),
    };
    try {
      const runs = pages.map(() =>
        Object.fromEntries(
          Object.keys(ENCODINGS).map((encoding) => [
            encoding,
            { static: [], memory: [], portal: [] },
          ]),
        ),
      );
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, page] of pages.entries()) {
          for (const [encoding, accept] of Object.entries(ENCODINGS)) {
            const urls = {
              static: `http://127.0.0.1:${references.static.port}/${page.name}.html`,
              memory: `http://127.0.0.1:${references.memory.port}/${page.name}.html`,
              portal: `${base}${page.pagePath}`,
            };
            for (const [server, url] of Object.entries(urls)) {
              if (round === 0) await load(url, accept, WARM_UP_SECONDS);
              runs[index][encoding][server].push(summary(await load(url, accept)));
            }
          }
        }
      }
      for (const [index, page] of pages.entries()) {
        page.runs = Object.fromEntries(
          Object.entries(runs[index]).map(([encoding, servers]) => [
            encoding,
            Object.fromEntries(
              Object.entries(servers).map(([server, figures]) => [server, medianOf(figures)]),
            ),
          ]),
        );
      }
    } finally {
      await Promise.all(Object.values(references).map((reference) => reference.stop()));
    }
  } finally {
    await portal.stop();
    await rm(dataDir, { recursive: true, force: true });
    await rm(staticRoot, { recursive: true, force: true });
  }
  return {
    pages,
    seconds: SECONDS,
    connections: CONNECTIONS,
    coldRuns: COLD_RUNS,
    rounds: ROUNDS,
    // The machine is shared: its load says how much the figures can be trusted.
    load: loadavg()[0],
  };
}
