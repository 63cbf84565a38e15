// STOMP 1.2 frames. Read with @stomp/stompjs's own parser (the client's library, exported for this
// use); written here, since every event is a frame and the library's general serialiser costs
// about four times as much per frame (bench/live.mjs fans one out to 10,000 clients). The tests
// read what this writes with the library's parser, so both ends agree on escaping and lengths.
import { FrameImpl, Parser, type StompHeaders } from '@stomp/stompjs';

export type StompCommand = string;

/** A frame a client sent, its header values unescaped (first of a repeated header wins). */
export interface ClientFrame {
  command: StompCommand;
  headers: StompHeaders;
  body: string;
}

/** A heart-beat: a lone end of line (STOMP 1.2 "Heart-beating"). */
export const HEARTBEAT = '\n';

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

/** A frame as text for one WebSocket message, from a head (`stompFrameHead`) and a body. */
export function stompFrameFrom(head: string, body = ''): string {
  const length = body === '' ? '' : `content-length:${Buffer.byteLength(body)}\n`;
  return `${head}${length}\n${body}\0`;
}

/** A frame as text for one WebSocket message. */
export function stompFrame(command: StompCommand, headers: StompHeaders, body = ''): string {
  return stompFrameFrom(stompFrameHead(command, headers), body);
}

/**
 * Reads frames from WebSocket messages as they come: a frame may span messages and a message
 * hold several. Bytes that do not end a frame within `maxFrameBytes` call `onTooLarge`, so a
 * client cannot grow the buffer by never sending the closing NUL.
 */
export function createFrameReader(options: {
  maxFrameBytes: number;
  onFrame: (frame: ClientFrame) => void;
  onTooLarge: () => void;
}) {
  let pending = 0;
  const parser = new Parser(
    (raw) => {
      pending = 0;
      const frame = FrameImpl.fromRawFrame(raw, true);
      options.onFrame({ command: frame.command, headers: frame.headers, body: frame.body });
    },
    () => undefined,
  );
  return {
    read(data: Buffer) {
      pending += data.length;
      if (pending > options.maxFrameBytes) {
        options.onTooLarge();
        return;
      }
      // The parser copies what it is given into a Uint8Array of its own; a Buffer is one.
      parser.parseChunk(data as unknown as ArrayBuffer);
    },
  };
}
