// Which proxies' X-Forwarded-For the server believes (TRUST_PROXY), so `request.ip` is the
// client's address, not one the client wrote itself. `true` (believe every hop) is refused: a
// client could then pick its own address and walk around the per-address sign-in limits.
import { compile } from '@fastify/proxy-addr';

export type TrustProxy = false | ((address: string, hop: number) => boolean);

/** Addresses a proxy on the same machine or network has: the only first hops a count may trust. */
const nearby = compile([
  'loopback',
  'linklocal',
  'uniquelocal',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
]);

/**
 * TRUST_PROXY as the server takes it:
 * - unset or `false`: no proxy, the socket's peer is the client;
 * - a number `n`: `n` proxies stand in front (a load balancer and a CDN are two). Fastify refuses a
 *   bare count because it cannot tell a proxy from a client that wrote the header itself, so the
 *   nearest hop must also come from a loopback or private address;
 * - a comma list of addresses or CIDR ranges (or `loopback`, `uniquelocal`): exactly those
 *   proxies are believed, wherever they are.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') {
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For a client sends. Give the number of ' +
        'proxies in front of the server (for example 1) or their addresses (for example 10.0.0.5).',
    );
  }
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops === 0) return false;
    return (address, hop) => hop < hops && (hop > 0 || nearby(address, 0));
  }
  try {
    return compile(setting.split(',').map((part) => part.trim()));
  } catch (error) {
    throw new Error(`TRUST_PROXY: ${(error as Error).message}`);
  }
}
