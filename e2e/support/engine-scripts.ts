// The checking engines' scripts (axe-core, IBM's ace.js) served over HTTP from the test's own
// process and loaded by the page from there. Evaluated as a string, each was compiled again in
// every document the sweep checked (about 200 ms each, half of the engines' time); a script loaded
// from a cacheable address is compiled once and its code cached by the browser
// (docs/accessibility/sweep.md "Time").
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';

const resolve = createRequire(import.meta.url).resolve;

/** Each engine's script, and the global it defines. */
const ENGINES = {
  axe: { file: resolve('axe-core/axe.min.js'), global: 'axe' },
  ace: { file: resolve('accessibility-checker-engine/ace.js'), global: 'ace' },
} as const;

type Engine = keyof typeof ENGINES;

/** Each engine's source, read once: served to the pages, or evaluated where their CSP refuses it. */
const SOURCES = new Map(
  Object.entries(ENGINES).map(([name, { file }]) => [name, readFileSync(file, 'utf8')]),
);

let origin: Promise<string> | undefined;

function serveEngines(): Promise<string> {
  const server = createServer((request, response) => {
    const body = SOURCES.get(/^\/(\w+)\.js$/.exec(request.url ?? '')?.[1] ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=86400, immutable',
      })
      .end(body);
  });
  // The test's process ends with its file; the server does not keep it alive.
  server.unref();
  return new Promise((done) => {
    server.listen(0, '127.0.0.1', () => {
      done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

/**
 * Loads the engine into the page's document, once per document: the sweep checks a page at its
 * second width without loading it again. Where the page's own CSP refuses the script (a journey
 * that keeps it, such as the course tool's launch), the source is evaluated instead, which the
 * page's CSP does not govern, at the old cost.
 */
export async function loadEngine(page: Page, engine: Engine): Promise<void> {
  const { global } = ENGINES[engine];
  if (await page.evaluate((name) => name in window, global)) return;
  origin ??= serveEngines();
  try {
    await page.addScriptTag({ url: `${await origin}/${engine}.js` });
  } catch (error) {
    if (!/Content Security Policy/.test((error as Error).message)) throw error;
    await page.evaluate(SOURCES.get(engine)!);
  }
}
