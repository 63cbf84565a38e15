/**
 * The in-app path a `/login?redirect=` query may send a user back to after signing in, or null.
 * Only same-origin paths pass: the guard writes the query (docs/product/screens-and-routes.md "Guard redirects carry a
 * redirect query"), but anyone can craft a link, and '//evil.example', '/\\evil.example' or a
 * scheme would leave the site. A path that starts with one slash, with no backslash (read as a
 * slash) and no control character (stripped by URL parsers, which could rebuild '//'), stays here.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(redirect)) return null;
  return redirect;
}
