// The storefront's weight and Lighthouse scores, beside an empty Vite React app measured the same
// way in the same run (issue "Public storefront": initial JS <= 100 KB gzip; Lighthouse >= 95).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { root } from '../scripts/workspace.mjs';
import { startProcess } from './portal-process.mjs';

const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every script the page downloads until the network is idle (no scrolling), gzip-compressed. */
async function initialJavaScript(browser, url) {
  // Lighthouse's mobile viewport, so both measurements see the same page.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  await page.close();
  return {
    count: bodies.length,
    gzipBytes: bodies.reduce((sum, b) => sum + gzipSync(b).length, 0),
  };
}

async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
      });
      const { categories, audits } = result.lhr;
      runs.push({
        performance: categories.performance.score * 100,
        accessibility: categories.accessibility.score * 100,
        seo: categories.seo.score * 100,
        bestPractices: categories['best-practices'].score * 100,
        lcp: audits['largest-contentful-paint'].numericValue,
      });
    } finally {
      await chrome.kill();
    }
  }
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    seo: pick('seo'),
    bestPractices: pick('bestPractices'),
    lcp: pick('lcp'),
  };
}

export async function measureStorefront() {
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/empty-app/vite.config.mjs', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  const empty = await startProcess('bench/static-server.mjs', {
    STATIC_ROOT: path.join(root, 'bench/out/empty-app'),
  });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-bench-'));
  const portal = await startProcess('apps/server/dist/main.js', { DATA_DIR: dataDir });
  const pages = {
    empty: `http://127.0.0.1:${empty.port}/`,
    home: `http://127.0.0.1:${portal.port}/`,
    catalog: `http://127.0.0.1:${portal.port}/online-college-courses`,
    course: `http://127.0.0.1:${portal.port}/online-college-courses/cs/5001`,
  };
  try {
    const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
    const js = {
      empty: await initialJavaScript(browser, pages.empty),
      home: await initialJavaScript(browser, pages.home),
    };
    await browser.close();
    const scores = {};
    for (const [name, url] of Object.entries(pages)) scores[name] = await lighthouseMedian(url);
    return { runs: RUNS, js, scores };
  } finally {
    await portal.stop();
    await empty.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
