/**
 * The in-app path a `/login?redirect=` query may send a user back to after signing in, or null.
 * Only same-origin paths pass: the guard writes the query (SPEC §2 "Guard redirects carry a
 * redirect query"), but anyone can craft a link, and '//evil.example' or '/\evil.example' would
 * leave the site.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | null {
  if (!redirect || !redirect.startsWith('/')) return null;
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers and could rebuild '//'.
  if ([...redirect].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  return redirect;
}
