/**
 * The `redirect` query of a guard redirect (SPEC §4), if it is a same-site relative path.
 * Anything that could leave the site (`//host`, `/\host`, `https:`, `javascript:`) or contains
 * control characters is refused, so the login page cannot be used as an open redirect.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://same.invalid');
    if (url.origin !== 'http://same.invalid') return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
