import { Writable } from 'node:stream';

/** The server's log lines, kept for a test to read (what the server wrote, never what it hid). */
export function capturedLogs(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}
