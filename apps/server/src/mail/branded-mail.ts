import { type Language, LANGUAGE_TAGS } from '@portal/domain/i18n/languages';
import type { TenantConfig } from '@portal/domain/tenant/tenant-config';
import { readableTextOn } from '@portal/domain/tenant/colour-contrast';
import { escapeHtml } from '../web/escape-html';

/** A notice to a learner, in words; the tenant's name and colours are added around it. */
export interface Notice {
  subject: string;
  greeting: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** Label and value rows, e.g. the amount and the date of a payment. */
  facts?: [string, string][];
  /** The page of the portal the learner should open, as a path. */
  action?: { label: string; path: string };
}

/** Staff read the console and its mail in English (docs/languages.md "Mail and documents"). */
export const STAFF_LANGUAGE: Language = 'en';

/** The sender of the tenant's notices: its name, at its first host. */
export const noticeSender = (config: TenantConfig) =>
  `"${config.name.replace(/["\\]/g, '')}" <no-reply@${config.hosts[0] ?? 'localhost'}>`;

/**
 * A notice as text and HTML in the tenant's name and brand colour (docs/billing.md), both carrying the
 * same words (docs/accessibility/README.md): the subject as the heading, the greeting, the paragraphs, the facts, the
 * link and the tenant's contact. The notice is written in `language`, which the HTML declares;
 * `siteUrl` makes the link's address in that language. The HTML is semantic for screen readers (a language, a title, an
 * h1, paragraphs, the facts as a data table with row headers, a link named by its text) inside
 * one layout table marked role="presentation", with inline styles, which is what mail clients
 * render. The tenant's name is text, not a logo picture: SVG logos do not show in the common mail
 * clients, and text needs no alternative. Every value is escaped.
 */
export function brandedMail(
  config: TenantConfig,
  notice: Notice,
  siteUrl: (path: string) => string,
  language: Language,
): { text: string; html: string } {
  const action = notice.action && { ...notice.action, url: siteUrl(notice.action.path) };
  const contact = `${config.name} · ${config.phones.studentAdvisor}`;
  const text = [
    notice.subject,
    '',
    notice.greeting,
    '',
    ...notice.paragraphs.flatMap((p) => [p, '']),
    ...(notice.facts ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    contact,
  ].join('\n');
  const brand = escapeHtml(config.theme.brand);
  const onBrand = readableTextOn(config.theme.brand);
  const rows = (notice.facts ?? [])
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[language]}" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(notice.subject)}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">
<tr><td style="background:${brand};color:${onBrand};padding:16px 24px"><p style="margin:0;font-size:20px;font-weight:bold">${escapeHtml(config.name)}</p></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(notice.subject)}</h1>
<p>${escapeHtml(notice.greeting)}</p>
${notice.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${rows ? `<table style="margin:16px 0;border-collapse:collapse"><tbody>${rows}</tbody></table>` : ''}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${brand};color:${onBrand};padding:10px 16px;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>` : ''}
<p style="color:#555555;font-size:13px">${escapeHtml(contact)}</p>
</td></tr></table></body></html>`;
  return { text, html };
}
