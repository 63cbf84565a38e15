import { lookup } from 'node:dns';
import type { Agent, fetch as undiciFetch } from 'undici';

// Server-to-server LTI calls (the platform fetching a tool's JWKS, the demo tool posting scores)
// go to URLs on tenant host names. `<tenant>.localhost` names (development, the embedded demo)
// resolve to loopback, as browsers resolve them (RFC 6761); every other name goes to DNS as usual.
// undici is loaded with the first such call: it weighs about 5 MB of heap, and a portal without
// course tools makes none (docs/performance.md "The process's memory").
let client: Promise<{ fetch: typeof undiciFetch; agent: Agent }> | undefined;

const loadClient = async () => {
  const { Agent, fetch } = await import('undici');
  const agent = new Agent({
    connect: {
      lookup: (hostname, options, callback) => {
        if (hostname === 'localhost' || hostname.endsWith('.localhost')) {
          if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
          return (callback as unknown as (e: null, a: string, f: number) => void)(
            null,
            '127.0.0.1',
            4,
          );
        }
        return lookup(hostname, options, callback as never);
      },
    },
    headersTimeout: 10_000,
    bodyTimeout: 10_000,
  });
  return { fetch, agent };
};

/** fetch for LTI server-to-server calls: `*.localhost` is loopback, and a peer has 10 s to answer. */
export const ltiFetch = async (url: string, init: Parameters<typeof undiciFetch>[1] = {}) => {
  const { fetch, agent } = await (client ??= loadClient());
  return fetch(url, { ...init, dispatcher: agent });
};
