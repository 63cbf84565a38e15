// Storefront pages from the render cache (docs/decisions/0014) against the same
// compressed bytes served as static files by a bare Fastify in the same run: requests per second
// and latency under 16 concurrent clients, and each page's cold render.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import autocannon from 'autocannon';
import { startProcess } from './portal-process.mjs';

const SECONDS = 10;
const CONNECTIONS = 16;
const COLD_RUNS = 5;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const HEADERS = { 'accept-encoding': 'br, gzip' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function load(url, duration = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
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
    const response = await fetch(`${base}${pagePath}${separator}cold=${i}`, { headers: HEADERS });
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
    ];
    for (const [name, pagePath] of wanted) {
      const cold = await coldRender(base, pagePath);
      // The page a browser gets, stored as the reference's static files: the HTML and its
      // brotli at the quality the portal's cache uses (apps/server/src/web/page-cache.ts).
      const html = Buffer.from(await (await fetch(`${base}${pagePath}`)).arrayBuffer());
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
    // Both servers run side by side; each page is measured on the reference, then on the portal,
    // after a short warm-up of each, in three rounds whose medians are kept, so a busy moment of
    // the shared machine (or the portal's own start-up work) does not decide the figures.
    const bare = await startProcess('bench/static-bytes-server.mjs', { STATIC_ROOT: staticRoot });
    try {
      const runs = pages.map(() => ({ static: [], portal: [] }));
      for (let round = 0; round < ROUNDS; round++) {
        for (const [index, page] of pages.entries()) {
          const staticUrl = `http://127.0.0.1:${bare.port}/${page.name}.html`;
          const portalUrl = `${base}${page.pagePath}`;
          if (round === 0) await load(staticUrl, WARM_UP_SECONDS);
          runs[index].static.push(summary(await load(staticUrl)));
          if (round === 0) await load(portalUrl, WARM_UP_SECONDS);
          runs[index].portal.push(summary(await load(portalUrl)));
        }
      }
      for (const [index, page] of pages.entries()) {
        page.static = medianOf(runs[index].static);
        page.portal = medianOf(runs[index].portal);
      }
    } finally {
      await bare.stop();
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
