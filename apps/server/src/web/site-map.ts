import { escapeHtml } from './escape-html';
import { pageAddress, pageAlternates, type SiteAddress } from './language-addresses';

/**
 * The site's sitemap (sitemaps.org 0.9) of the pages at `paths` (as the app's routes know them):
 * one `<url>` for each page in each language its site offers, each naming the page's addresses in
 * every language exactly as the page's own head does (`pageAlternates`), so that search engines
 * pair the translations (docs/page-serving.md "Sitemap and robots.txt").
 */
export function siteMapXml(site: SiteAddress, paths: readonly string[]): string {
  // The characters that make text and a double-quoted attribute safe in HTML do so in XML too.
  const urls = paths.flatMap((path) => {
    const alternates = pageAlternates(site, path)
      .map(
        ({ hreflang, href }) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
      )
      .join('');
    return site.offered.map(
      (language) =>
        `<url><loc>${escapeHtml(pageAddress(site, path, language))}</loc>${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
