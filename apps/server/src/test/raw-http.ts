// Raw bytes to the test server, for what no well-behaved HTTP client would send.
import net from 'node:net';

/** Opens a connection to `baseUrl`'s port on loopback. */
export function connect(baseUrl: string): Promise<net.Socket> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
    socket.on('error', reject);
  });
}

/** Everything the server sends on `socket` until it closes the connection. */
export function readUntilClosed(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(answer));
  });
}

/** Sends `request` as it is and reads the answer until the server closes. */
export async function rawExchange(baseUrl: string, request: string): Promise<string> {
  const socket = await connect(baseUrl);
  const answer = readUntilClosed(socket);
  socket.write(request);
  return answer;
}

export interface RawAnswer {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: string;
}

/**
 * Reads `text` (everything a connection received) as a client that sent `methods` in that order
 * would: an answer to a HEAD has no body whatever its headers say (RFC 9110 9.3.2), another's
 * body is as long as its Content-Length, or runs to the close without one. Returns the answers and
 * whatever bytes are left after the last one.
 */
export function readAnswers(
  text: string,
  methods: readonly string[],
): { answers: RawAnswer[]; rest: string } {
  const answers: RawAnswer[] = [];
  let rest = text;
  for (const method of methods) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    rest = rest.slice(end + 4);
    const length =
      method === 'HEAD' || status === 204 || status === 304
        ? 0
        : headers['content-length'] !== undefined
          ? Number(headers['content-length'])
          : rest.length;
    answers.push({ status, headers, body: rest.slice(0, length) });
    rest = rest.slice(length);
  }
  return { answers, rest };
}
