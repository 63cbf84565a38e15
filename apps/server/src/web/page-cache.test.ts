import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/accounts';
import { signedInDemoStaff, staffBearer } from '../test/staff';
import { startTestServer, type TestServer } from '../test/test-server';
import type { RenderResult, ServerRenderer } from './server-render';

// The render cache (docs/decisions/0014) over HTTP. The renderer stands in for apps/web's build
// (the contract of server-render.ts): it writes what the page is made of (tenant, alert, path),
// and counts its renders so a test can tell a cached answer from a fresh one.
const HINT = `try{document.documentElement.classList.add('has-session')}catch(e){}`;
const pageHtml = (script: string) => `<!doctype html><html><head><script>${HINT}</script>
<!--tenant-head--></head><body><div id="root"><!--app-html--></div>
<script type="module" src="/assets/${script}"></script></body></html>`;

function countingRenderer(delayMs = 0) {
  const renders: string[] = [];
  const renderer: ServerRenderer = {
    async render({ url, bootstrap }): Promise<RenderResult> {
      renders.push(url);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const { tenantId, config } = bootstrap as {
        tenantId: string;
        config: { systemAlert?: { message?: string } };
      };
      if (url.endsWith('/old-catalog')) return { kind: 'redirect', status: 301, location: '/' };
      const missing = url.includes('/no-such-page');
      return {
        kind: 'page',
        status: missing ? 404 : 200,
        // Long enough for compression to matter, as a real page is.
        html: `<main>${tenantId} ${url} ${config.systemAlert?.message ?? ''}${' <p>course</p>'.repeat(400)}</main>`,
        head: { title: url },
        state: {},
        islands: true,
      };
    },
  };
  return { renderer, renders };
}

let webDistDir: string;

beforeAll(async () => {
  webDistDir = await mkdtemp(path.join(tmpdir(), 'serving-page-cache-'));
  await mkdir(path.join(webDistDir, 'assets'));
  await writeFile(path.join(webDistDir, 'index.html'), pageHtml('app-1a2b3c.js'));
  await writeFile(path.join(webDistDir, 'islands.html'), pageHtml('islands-4d5e6f.js'));
});
afterAll(async () => {
  await rm(webDistDir, { recursive: true, force: true });
});

// fetch decodes brotli and gzip as a browser does: these are the bytes the visitor's page is made of.
async function bytesOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('the render cache', () => {
  let cached: TestServer;
  let fresh: TestServer;
  let counting: ReturnType<typeof countingRenderer>;

  beforeAll(async () => {
    counting = countingRenderer(50);
    cached = await startTestServer({ webDistDir, renderer: counting.renderer });
    // Another instance with an empty cache: its first answer is a fresh render.
    fresh = await startTestServer({ webDistDir, renderer: countingRenderer().renderer });
  });
  afterAll(async () => {
    await cached.close();
    await fresh.close();
  });

  it('answers with the same bytes as a fresh render, in brotli, gzip or plain', async () => {
    // The two instances listen on different ports, which the page's language links name.
    const port = (server: TestServer) => `:${new URL(server.baseUrl).port}/`;
    const plain = Buffer.from(
      (
        await bytesOf(
          await fresh.request('/catalog', { headers: { 'Accept-Encoding': 'identity' } }),
        )
      )
        .toString()
        .replaceAll(port(fresh), port(cached)),
    );
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (let i = 0; i < 2; i++) {
        const response = await cached.request('/catalog', {
          headers: { 'Accept-Encoding': encoding },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
        expect(response.headers.get('content-encoding') ?? 'identity').toBe(encoding);
        expect((await bytesOf(response)).equals(plain)).toBe(true);
      }
    }
    expect(counting.renders.filter((url) => url === '/catalog')).toHaveLength(1);
  });

  it('renders a page once however many visitors ask for it at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => cached.request('/programs?page=2')),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(16).fill(200));
    const etags = new Set(answers.map((a) => a.headers.get('etag')));
    expect(etags.size).toBe(1);
    expect(counting.renders.filter((url) => url === '/programs?page=2')).toHaveLength(1);
  });

  it('answers 304 to a browser or CDN that holds the page, and 200 once it changed', async () => {
    const first = await cached.request('/help', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await cached.request('/help', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherPage = await cached.request('/catalog', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag },
    });
    expect(otherPage.status).toBe(200);
  });

  it('is never shared between tenants, on their hosts or under a partner base path', async () => {
    const pages = await Promise.all(
      [
        ['default', '/catalog'],
        ['fhsu', '/catalog'],
        ['default', '/fhsu/catalog'],
        ['uiw', '/catalog'],
      ].map(async ([tenant, url]) => (await cached.request(url!, { tenant })).text()),
    );
    expect(pages[0]).toContain('<main>default /catalog');
    expect(pages[1]).toContain('<main>fhsu /catalog');
    expect(pages[2]).toContain('<main>fhsu /fhsu/catalog');
    expect(pages[3]).toContain('<main>uiw /catalog');
    expect(new Set(pages).size).toBe(4);
  });

  it('changes the moment a scheduled override opens or closes', async () => {
    const before = await (await cached.request('/catalog', { tenant: 'davita' })).text();
    expect(before).not.toContain('readiness check is open');
    cached.clock.set(new Date('2022-05-01T12:00:00Z'));
    const during = await cached.request('/catalog', { tenant: 'davita' });
    expect(await during.text()).toContain('readiness check is open');
    cached.clock.set(new Date('2022-05-22T00:00:00Z'));
    const after = await (await cached.request('/catalog', { tenant: 'davita' })).text();
    expect(after).not.toContain('readiness check is open');
  });

  it("forgets a tenant's pages when its settings are published, and only theirs", async () => {
    const admin = await signedInDemoStaff(cached, 'admin@staff.demo.test');
    const rendersOf = (url: string) => counting.renders.filter((u) => u === url).length;
    await cached.request('/pathways', { tenant: 'fhsu' });
    await cached.request('/pathways', { tenant: 'uiw' });
    const rendersBefore = rendersOf('/pathways');
    const alert = 'Enrolment closes Friday';
    const { revision } = await json(
      await cached.request('/staff-api/tenants/fhsu', staffBearer(admin)),
    );
    const published = await cached.request('/staff-api/tenants/fhsu', {
      method: 'PUT',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        revision,
        changes: { systemAlert: { kind: 'TEXT', id: 'closing', message: alert } },
        reason: 'term dates',
      }),
    });
    expect(published.status).toBe(200);
    const fhsu = await cached.request('/pathways', { tenant: 'fhsu' });
    expect(await fhsu.text()).toContain(alert);
    await cached.request('/pathways', { tenant: 'uiw' });
    // fhsu rendered afresh; uiw's page, which the change does not touch, came from memory.
    expect(rendersOf('/pathways')).toBe(rendersBefore + 1);
  });

  it('keeps redirects, and renders a missing page each time without keeping it', async () => {
    const redirect = await cached.request('/old-catalog', { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    await cached.request('/old-catalog', { redirect: 'manual' });
    expect(counting.renders.filter((url) => url === '/old-catalog')).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const missing = await cached.request('/no-such-page');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('/no-such-page');
    }
    expect(counting.renders.filter((url) => url === '/no-such-page')).toHaveLength(2);
  });

  it('allows the signed-in hint by its hash, never with unsafe-inline', async () => {
    const csp = (await cached.request('/catalog')).headers.get('content-security-policy')!;
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(HINT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).not.toContain(
      'unsafe-inline',
    );
  });
});

describe('a new build', () => {
  it('answers a different page and ETag from the same content', async () => {
    const servers = await Promise.all(
      ['build-1', 'build-2'].map((buildVersion) =>
        startTestServer({ webDistDir, renderer: countingRenderer().renderer, buildVersion }),
      ),
    );
    try {
      const [one, two] = await Promise.all(servers.map((s) => s.request('/catalog')));
      expect(one!.headers.get('etag')).not.toBe(two!.headers.get('etag'));
      expect(await one!.text()).toContain('"buildVersion":"build-1"');
      expect(await two!.text()).toContain('"buildVersion":"build-2"');
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});
