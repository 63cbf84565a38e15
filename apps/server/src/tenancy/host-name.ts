// Pure host-name and path functions for tenant lookup, kept apart from any request object so
// they are trivially testable (the approach of cal.com's organisation domain helpers).

/**
 * The host name of a Host header value: lower case, without port or trailing dot, IPv6 brackets
 * kept. `'FHSU.localhost:3000'` -> `'fhsu.localhost'`; `'[::1]:3000'` -> `'[::1]'`.
 */
export function hostNameOf(host: string | undefined): string {
  if (!host) return '';
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[')
    ? lower.slice(0, lower.indexOf(']') + 1)
    : (lower.split(':', 1)[0] ?? '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}

/**
 * The tenant id of a development host `<id>.localhost` (browsers resolve every `*.localhost` to
 * the loopback address, so no hosts-file editing is needed), or undefined. Only one label is
 * taken: `a.b.localhost` is not a tenant host.
 */
export function localhostTenantId(hostName: string): string | undefined {
  const match = /^([a-z0-9-]+)\.localhost$/.exec(hostName);
  return match?.[1];
}

/** The first segment of a URL path, query and hash ignored: `/fhsu/pathways?x=1` -> `fhsu`. */
export function firstPathSegment(path: string): string {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname.split('/')[1] ?? '';
}
