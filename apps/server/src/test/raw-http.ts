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
