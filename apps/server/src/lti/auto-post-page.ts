import { createHash } from 'node:crypto';
import { escapeHtml } from '../web/escape-html';

// The page that carries a signed message from one site to another through the browser (OIDC
// form_post): one form, submitted by a script whose hash the page's CSP allows, and a button for
// a browser without scripts. It posts to another origin, so form-action is left open.
const SUBMIT_SCRIPT = 'document.forms[0].submit();';
const SCRIPT_HASH = createHash('sha256').update(SUBMIT_SCRIPT).digest('base64');

export const AUTO_POST_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; frame-ancestors 'none'`;

export function autoPostPage(action: string, fields: Readonly<Record<string, string>>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Opening your course</title></head>
<body><main><h1>Opening your course</h1>
<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">Continue to the course</button></form>
</main><script>${SUBMIT_SCRIPT}</script></body></html>`;
}
