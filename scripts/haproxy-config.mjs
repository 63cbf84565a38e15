// The HAProxy configuration `npm run cluster` writes (docs/deploy.md explains each line): one
// frontend, round robin over the portal processes, each checked on /readyz, WebSockets passed
// through, and a request a stopping process refused sent to another.

/** Health checks every `CHECK_INTERVAL_MS`; one failed check takes a process out of rotation. */
export const CHECK_INTERVAL_MS = 1000;

/**
 * How long a portal process keeps taking requests after SIGTERM (DRAIN_DELAY_SECONDS): two check
 * intervals, so HAProxy has seen /readyz answer 503 and stopped sending it requests before its
 * port closes.
 */
export const DRAIN_DELAY_SECONDS = (2 * CHECK_INTERVAL_MS) / 1000;

/**
 * @param {object} options
 * @param {number} options.port where HAProxy listens for browsers
 * @param {string} [options.bind] the address it listens on (127.0.0.1 by default)
 * @param {number} [options.statsPort] where its status page listens (loopback only); none when absent
 * @param {{ name: string, host?: string, port: number }[]} options.backends the portal processes
 * @param {string} [options.resolver] a DNS server (`address:port`) that names the processes, such
 *   as Docker's: their addresses are looked up again while HAProxy runs, so a process recreated
 *   with a new address comes back, and HAProxy starts before a name resolves
 * @returns {string} the configuration file's text
 */
export function haproxyConfig({ port, bind = '127.0.0.1', statsPort, backends, resolver }) {
  if (backends.length === 0) throw new Error('HAProxy needs at least one portal process');
  for (const { name } of backends) {
    if (!/^[A-Za-z0-9_.-]+$/.test(name)) throw new Error(`Bad backend name: ${name}`);
  }
  const inter = `${CHECK_INTERVAL_MS}ms`;
  const lines = [
    // No log target: run in the foreground (-db), HAProxy writes its warnings (a process taken
    // out of rotation or put back) to its standard error.
    'defaults',
    '  mode http',
    // The client's address for the portal's per-address sign-in limit (TRUST_PROXY=1).
    '  option forwardfor',
    // A request a process refused without reading it (its 503 while it closes, or no connection)
    // is sent again, to another process. The portal answers 503 itself only then (and on /readyz),
    // so nothing it began is sent twice. A request it may have begun (its connection closed with no
    // answer: a crash) is not resent: the browser is told (502), as a POST must be.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure 503',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout http-request 10s',
    '  timeout http-keep-alive 10s',
    '  timeout queue 10s',
    // A WebSocket, once upgraded, is a tunnel: its STOMP heart-beats (2 s) keep it well inside.
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '',
    'frontend portal',
    `  bind ${bind}:${port}`,
    // One id per request through the proxy and the portal's logs, unless the browser sent one.
    '  http-request set-header X-Request-Id %[uuid()] unless { req.hdr(x-request-id) -m found }',
    '  default_backend portal',
    '',
    'backend portal',
    '  balance roundrobin',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    // Down after one failed check (a draining process says so at once), up after two good ones.
    `  default-server inter ${inter} fastinter ${inter} downinter ${inter} fall 1 rise 2${
      resolver ? ' resolvers names init-addr last,libc,none' : ''
    }`,
    ...backends.map(
      ({ name, host = '127.0.0.1', port: backendPort }) =>
        `  server ${name} ${host}:${backendPort} check`,
    ),
  ];
  if (resolver) {
    lines.push('', 'resolvers names', `  nameserver dns ${resolver}`, '  hold valid 1s');
  }
  if (statsPort !== undefined) {
    lines.push(
      '',
      'listen stats',
      `  bind 127.0.0.1:${statsPort}`,
      '  stats enable',
      '  stats uri /',
      '  stats refresh 2s',
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Each portal process's state as HAProxy sees it ("UP", "DOWN", "MAINT", "UP 1/2"...), read from
 * the status page's CSV.
 */
export function backendStates(csv) {
  const [head, ...rows] = csv.trim().split('\n');
  const columns = head.replace(/^# /, '').split(',');
  const at = (name) => columns.indexOf(name);
  const states = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== 'portal') continue;
    const name = cells[at('svname')];
    if (name === 'FRONTEND' || name === 'BACKEND') continue;
    states[name] = cells[at('status')];
  }
  return states;
}
