// STOMP 1.2 frames, read and written with @stomp/stompjs's own parser and serialiser (the client's
// library, exported for this use), so both ends agree on escaping, content-length and heart-beats.
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

/** A frame as text for one WebSocket message; header values escaped except on CONNECTED. */
export function stompFrame(command: StompCommand, headers: StompHeaders, body = ''): string {
  return FrameImpl.marshall({ command, headers, body, escapeHeaderValues: true }) as string;
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
