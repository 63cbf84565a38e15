// STOMP 1.2 frames, written and read here: every event is a frame, and the client library's
// general serialiser costs about four times as much per frame (bench/live.mjs fans one out to
// 10,000 clients), its parser a `TextDecoder` per connection. The tests read what this writes with
// the library's parser, and this reads what the library writes, so both ends agree on escaping
// and lengths.
import type { StompHeaders } from '@stomp/stompjs';

export type StompCommand = string;

/** A frame a client sent, its header values unescaped (first of a repeated header wins). */
export interface ClientFrame {
  command: StompCommand;
  headers: StompHeaders;
  body: string;
}

/**
 * A heart-beat: a lone end of line (STOMP 1.2 "Heart-beating"), encoded once since 10,000 clients
 * get one every two seconds.
 */
export const HEARTBEAT = Buffer.from('\n');

const ESCAPED: Record<string, string> = { '\\': '\\\\', '\r': '\\r', '\n': '\\n', ':': '\\c' };
/** A header name or value as STOMP 1.2 writes it ("Value Encoding"). */
const escape = (text: string) => text.replace(/[\\\r\n:]/g, (c) => ESCAPED[c]!);

/**
 * The start of a frame: its command and headers, each line ended, without the blank line that
 * ends the headers. Values are escaped except on CONNECTED (STOMP 1.2, for 1.0 clients' sake).
 */
export function stompFrameHead(command: StompCommand, headers: StompHeaders): string {
  const escaping = command !== 'CONNECTED';
  let head = `${command}\n`;
  for (const [name, value] of Object.entries(headers)) {
    head += escaping ? `${escape(name)}:${escape(value)}\n` : `${name}:${value}\n`;
  }
  return head;
}

/** What follows a frame's head: its content-length when it has a body, the body, the NUL. */
export function stompFrameTail(body = ''): string {
  const length = body === '' ? '' : `content-length:${Buffer.byteLength(body)}\n`;
  return `${length}\n${body}\0`;
}

/** A frame as text for one WebSocket message. */
export function stompFrame(command: StompCommand, headers: StompHeaders, body = ''): string {
  return stompFrameHead(command, headers) + stompFrameTail(body);
}

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
const UNESCAPED: Record<string, string> = { '\\\\': '\\', '\\r': '\r', '\\n': '\n', '\\c': ':' };
/** A header name or value as STOMP 1.2 reads it ("Value Encoding"). */
const unescape = (text: string) => text.replace(/\\[\\rnc]/g, (pair) => UNESCAPED[pair]!);
/**
 * The first backslash, read left to right, that starts none of the four escapes (a lone one at
 * the end too): a fatal error in STOMP 1.2.
 */
const undefinedEscape = (text: string) =>
  text.match(/\\[^]?/g)?.find((pair) => !(pair in UNESCAPED));

/**
 * Why a client's bytes are not STOMP 1.2 frames. Each is fatal (STOMP 1.2 "ERROR"): the reader
 * stops, since what follows cannot be told apart from the rest of the bad frame.
 */
export interface MalformedFrame {
  /** Longer than the limit, rather than wrongly written. */
  tooLarge: boolean;
  /** What the ERROR frame's body tells the client. */
  detail: string;
}

/**
 * Reads frames from WebSocket messages as they come: a frame may span messages and a message
 * hold several. A frame longer than `maxFrameBytes`, whole or still unfinished, is malformed, so
 * a client cannot grow the buffer by never sending the closing NUL; after the first malformed
 * frame nothing more is read. Between frames it keeps at most the unfinished bytes, nothing per
 * connection otherwise (the library's parser kept a `TextDecoder` and its buffers for every
 * connection: bench/live.mjs).
 */
export function createFrameReader(options: {
  maxFrameBytes: number;
  onFrame: (frame: ClientFrame) => void;
  onMalformed: (problem: MalformedFrame) => void;
}) {
  const tooLarge = tooLong(options.maxFrameBytes);
  let pending: Buffer | undefined;
  let broken = false;
  const fail = (problem: MalformedFrame) => {
    broken = true;
    pending = undefined;
    options.onMalformed(problem);
  };
  return {
    read(data: Buffer) {
      if (broken) return;
      const buffer = pending ? Buffer.concat([pending, data]) : data;
      pending = undefined;
      let at = 0;
      for (;;) {
        // End-of-lines between frames are heart-beats.
        while (buffer[at] === LF || buffer[at] === CR) at += 1;
        if (at >= buffer.length) return;
        const read = readFrame(buffer, at, options.maxFrameBytes);
        if (!read) break;
        if ('problem' in read) return fail(read.problem);
        if (read.next - at > options.maxFrameBytes) return fail(tooLarge);
        options.onFrame(read.frame);
        at = read.next;
      }
      if (buffer.length - at > options.maxFrameBytes) return fail(tooLarge);
      // A copy, so that the socket's chunk is not kept alive by a few bytes of it.
      pending = Buffer.from(buffer.subarray(at));
    },
  };
}

const tooLong = (maxFrameBytes: number): MalformedFrame => ({
  tooLarge: true,
  detail: `A frame is at most ${maxFrameBytes} bytes.`,
});
const malformed = (detail: string) => ({ problem: { tooLarge: false, detail } });

/**
 * The frame that starts at `start`, and where the next begins; undefined while incomplete; the
 * problem when it cannot be a frame.
 */
function readFrame(
  buffer: Buffer,
  start: number,
  maxFrameBytes: number,
): { frame: ClientFrame; next: number } | { problem: MalformedFrame } | undefined {
  const bodyStart = endOfHeaders(buffer, start);
  if (bodyStart === undefined) return undefined;
  const lines = buffer.toString('utf8', start, bodyStart).split(/\r?\n/);
  const command = lines[0]!;
  // CONNECT and CONNECTED are not escaped, for STOMP 1.0's sake (STOMP 1.2 "Value Encoding").
  const escaped = command !== 'CONNECT' && command !== 'CONNECTED';
  const headers: Record<string, string> = {};
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    // Trimmed as the client library reads them; the first of a repeated header wins.
    let name = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (escaped) {
      const undefinedPair = undefinedEscape(name) ?? undefinedEscape(value);
      if (undefinedPair) return malformed(`${undefinedPair} is not an escape of STOMP 1.2.`);
      name = unescape(name);
      value = unescape(value);
    }
    if (!(name in headers)) headers[name] = value;
  }
  const length = headers['content-length'];
  const counted = length !== undefined && /^\d+$/.test(length);
  // Known to be too long before its bytes come.
  if (counted && bodyStart - start + Number(length) >= maxFrameBytes) {
    return { problem: tooLong(maxFrameBytes) };
  }
  const bodyEnd = counted ? bodyStart + Number(length) : buffer.indexOf(NUL, bodyStart);
  if (bodyEnd < 0 || bodyEnd >= buffer.length) return undefined;
  // Else the stray bytes would be read as the start of the next frame.
  if (buffer[bodyEnd] !== NUL) {
    return malformed(`The body of content-length ${length} must be followed by a NUL.`);
  }
  const frame: ClientFrame = {
    command,
    headers,
    body: buffer.toString('utf8', bodyStart, bodyEnd),
  };
  return { frame, next: bodyEnd + 1 };
}

/** Where the body starts: after the first empty line (LF or CR LF) from `start`. */
function endOfHeaders(buffer: Buffer, start: number): number | undefined {
  for (let at = buffer.indexOf(LF, start); at >= 0; at = buffer.indexOf(LF, at + 1)) {
    if (buffer[at + 1] === LF) return at + 2;
    if (buffer[at + 1] === CR && buffer[at + 2] === LF) return at + 3;
  }
  return undefined;
}
