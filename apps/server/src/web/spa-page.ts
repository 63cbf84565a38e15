import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGE_TAGS } from '@portal/domain/i18n/languages';
import type { TenantBootstrap } from '@portal/domain/tenant/tenant-bootstrap';
import { themeCss } from '@portal/domain/tenant/theme-css';
import { escapeHtml } from './escape-html';

/** A page rendered on the server: its markup, head and the state the browser hydrates from. */
export interface RenderedPage {
  html: string;
  /** Served with the islands script instead of the whole app (docs/decisions/0004). */
  islands: boolean;
  head: { title?: string; description?: string; robots?: string };
  state: unknown;
}

/**
 * A page behind sign-in: the plain shell, which only the browser fills (only it knows who is
 * signed in), with the page's own head so its title is right from the first paint.
 */
export interface ShellPage {
  head: RenderedPage['head'];
}

/**
 * A public page's address in each language its tenant offers (`hreflang`, and `x-default` for
 * the default language's), so that search engines find and tell apart its translations.
 */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/** The built pages' root element, whose language each page sets to its own. */
const HTML_ELEMENT = /<html[^>]*>/;

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The app's stylesheet (a few KB) goes inline: on a slow mobile connection a render-blocking
 * request costs more than the bytes, and the server-rendered page can paint on arrival.
 */
async function inlineStylesheets(html: string, webDistDir: string): Promise<string> {
  let result = html;
  for (const [link, href] of html.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(path.join(webDistDir, href!), 'utf8');
    result = result.replace(link, () => `<style>${css}</style>`);
  }
  return result;
}

/** `</script>` inside the JSON must not end the script element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

// The browser removes the meta tags before hydrating and React adopts the title (app/main.tsx).
// Without a head (no server-side renderer) the page is the shell, titled with the site's name.
function headTags(head: RenderedPage['head'] | undefined, fallbackTitle: string): string {
  const tags = [`<title data-ssr-head>${escapeHtml(head?.title ?? fallbackTitle)}</title>`];
  if (head?.description) {
    tags.push(`<meta data-ssr-head name="description" content="${escapeHtml(head.description)}">`);
  }
  // Pages that did not render on the server (behind sign-in) are never indexed (docs/product/screens-and-routes.md).
  const robots = head ? head.robots : 'noindex';
  if (robots) tags.push(`<meta data-ssr-head name="robots" content="${escapeHtml(robots)}">`);
  return tags.join('');
}

async function loadTemplate(webDistDir: string, file: string): Promise<string> {
  const template = await inlineStylesheets(
    await readFile(path.join(webDistDir, file), 'utf8'),
    webDistDir,
  );
  for (const marker of ['<!--tenant-head-->', '<!--app-html-->']) {
    if (!template.includes(marker)) throw new Error(`${webDistDir}/${file} lacks ${marker}`);
  }
  return template;
}

// Inline scripts that run (not JSON data blocks, not scripts loaded by `src`).
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g;

/** CSP hash sources of the template's inline scripts (CSP 3 "hash-source"). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body!).digest('base64')}`,
  );
}

/**
 * The built pages, with the tenant's theme and bootstrap injected into the head so the first
 * paint already wears the tenant's colours (docs/architecture.md, decision 11), and, for public pages,
 * the page rendered on the server (decision 12). `index.html` loads the whole app; `islands.html`
 * loads the small script of a visitor's public page (docs/decisions/0004).
 */
export async function loadSpaTemplate(webDistDir: string) {
  const app = await loadTemplate(webDistDir, 'index.html');
  const islands = await loadTemplate(webDistDir, 'islands.html');
  return {
    /** Allowed by the pages' Content-Security-Policy by hash (docs/decisions/0014). */
    inlineScriptHashes: [...new Set([...inlineScriptHashes(app), ...inlineScriptHashes(islands)])],
    render(
      bootstrap: TenantBootstrap,
      answer?: RenderedPage | ShellPage,
      alternates: readonly LanguageAlternate[] = [],
    ): string {
      const page = answer && 'html' in answer ? answer : undefined;
      const head =
        `<style>${themeCss(bootstrap.config.theme)}</style>` +
        `<link rel="icon" href="${bootstrap.basePath}/tenant/logo">` +
        headTags(answer?.head, bootstrap.config.name) +
        alternates
          .map(
            ({ hreflang, href }) =>
              `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`,
          )
          .join('') +
        `<script id="tenant-bootstrap" type="application/json">${scriptSafeJson(bootstrap)}</script>` +
        (page
          ? `<script id="page-state" type="application/json">${scriptSafeJson(page.state)}</script>`
          : '');
      // Functions as replacements, so `$&` and friends in content are not special.
      return (page?.islands ? islands : app)
        .replace(HTML_ELEMENT, () => `<html lang="${LANGUAGE_TAGS[bootstrap.language]}">`)
        .replace('<!--tenant-head-->', () => head)
        .replace('<!--app-html-->', () => page?.html ?? '');
    },
  };
}
