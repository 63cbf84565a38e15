import { FrameImpl, Parser } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import {
  createFrameReader,
  stompFrame,
  stompFrameTail,
  stompFrameHead,
  type ClientFrame,
  type MalformedFrame,
} from './stomp-frame';

/** Reads frames as the web client does: @stomp/stompjs's parser, header values unescaped. */
function readWithClientLibrary(text: string) {
  const frames: { command: string; headers: Record<string, string>; body: string }[] = [];
  const parser = new Parser(
    (raw) => {
      const frame = FrameImpl.fromRawFrame(raw, true);
      frames.push({ command: frame.command, headers: { ...frame.headers }, body: frame.body });
    },
    () => undefined,
  );
  parser.parseChunk(text);
  return frames;
}

describe('stomp frames as the server writes them', () => {
  it('reads back, through the client library, with the same headers and body', () => {
    const body = JSON.stringify({ event: 'ORDER_SUCCESS', note: 'café — 10:30\nnext line' });
    const [frame] = readWithClientLibrary(
      stompFrame('MESSAGE', { subscription: 'sub:1\\a\r\nb', 'message-id': '42' }, body),
    );
    expect(frame).toEqual({
      command: 'MESSAGE',
      headers: {
        subscription: 'sub:1\\a\r\nb',
        'message-id': '42',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    });
  });

  it('counts the body in bytes, so a body holding a NUL or multi-byte text stays whole', () => {
    const body = 'naïve\u0000日本';
    const [frame] = readWithClientLibrary(stompFrame('MESSAGE', {}, body));
    expect(frame?.body).toBe(body);
  });

  it('writes a frame without a body with no content-length', () => {
    expect(stompFrame('RECEIPT', { 'receipt-id': 'r-1' })).toBe('RECEIPT\nreceipt-id:r-1\n\n\0');
  });

  it('leaves CONNECTED headers unescaped, as STOMP 1.2 says', () => {
    expect(stompFrameHead('CONNECTED', { server: 'a:b' })).toBe('CONNECTED\nserver:a:b\n');
  });

  it('builds a message from a head written once and the headers of each event', () => {
    const head = stompFrameHead('MESSAGE', {
      subscription: 'sub-0',
      destination: '/user/queue/u-x',
    });
    const [first, second] = readWithClientLibrary(
      `${head}message-id:1\n${stompFrameTail('{"a":1}')}` +
        `${head}message-id:2\n${stompFrameTail('{"a":2}')}`,
    );
    expect([first?.headers['message-id'], first?.body]).toEqual(['1', '{"a":1}']);
    expect([second?.headers['message-id'], second?.headers.destination, second?.body]).toEqual([
      '2',
      '/user/queue/u-x',
      '{"a":2}',
    ]);
  });
});

/** Writes a frame as the web client does: @stomp/stompjs's serialiser, header values escaped. */
const writtenByClientLibrary = (
  command: string,
  headers: Record<string, string>,
  body = '',
  skipContentLengthHeader = false,
) =>
  String(
    FrameImpl.marshall({
      command,
      headers,
      body,
      escapeHeaderValues: true,
      skipContentLengthHeader,
    }),
  );

function readAsServer(chunks: string[], maxFrameBytes = 64 * 1024) {
  const frames: ClientFrame[] = [];
  const problems: MalformedFrame[] = [];
  const reader = createFrameReader({
    maxFrameBytes,
    onFrame: (frame) => frames.push(frame),
    onMalformed: (problem) => problems.push(problem),
  });
  for (const chunk of chunks) reader.read(Buffer.from(chunk));
  return { frames, problems, tooLarge: problems.some((problem) => problem.tooLarge) };
}

describe('stomp frames as the server reads them', () => {
  it('reads what the client library writes, escaped headers and a body counted in bytes', () => {
    const body = 'naïve\u0000日本: done';
    const text = writtenByClientLibrary(
      'SEND',
      { destination: '/user/queue/a:b\\c\nd', receipt: 'r-1' },
      body,
    );
    expect(readAsServer([text]).frames).toEqual([
      {
        command: 'SEND',
        headers: {
          destination: '/user/queue/a:b\\c\nd',
          receipt: 'r-1',
          'content-length': String(Buffer.byteLength(body)),
        },
        body,
      },
    ]);
  });

  it('reads a frame that comes a byte at a time, and several with heart-beats in one message', () => {
    const subscribe = writtenByClientLibrary('SUBSCRIBE', { id: 'sub-0', destination: '/d' });
    const bytes = [...Buffer.from(subscribe)].map((byte) => String.fromCharCode(byte));
    expect(readAsServer(bytes).frames.map((frame) => frame.headers.id)).toEqual(['sub-0']);

    const both = `\n${subscribe}\r\n\n${writtenByClientLibrary('DISCONNECT', { receipt: 'bye' })}\n`;
    expect(readAsServer([both]).frames.map((frame) => frame.command)).toEqual([
      'SUBSCRIBE',
      'DISCONNECT',
    ]);
  });

  it('ends a body without content-length at its NUL, and keeps the first of a repeated header', () => {
    const text = 'SEND\r\ndestination:/first\r\ndestination:/second\r\n\r\nhello\0';
    expect(readAsServer([text]).frames).toEqual([
      { command: 'SEND', headers: { destination: '/first' }, body: 'hello' },
    ]);
  });

  it('leaves CONNECT header values as sent, as STOMP 1.2 says', () => {
    const [frame] = readAsServer(['CONNECT\nlogin:a\\cb\nAuthorization:Bearer x.y\n\n\0']).frames;
    expect(frame?.headers).toEqual({ login: 'a\\cb', Authorization: 'Bearer x.y' });
  });

  it('gives up on a frame that does not end within the limit, or is whole but longer', () => {
    const { frames, tooLarge } = readAsServer(['SEND\ndestination:/d\n\n', 'x'.repeat(100)], 64);
    expect([frames, tooLarge]).toEqual([[], true]);
    expect(readAsServer(['SEND\n\n' + 'x'.repeat(50) + '\0'], 64).tooLarge).toBe(false);
    expect(readAsServer(['SEND\n\n' + 'x'.repeat(70) + '\0'], 64).problems).toEqual([
      { tooLarge: true, detail: 'A frame is at most 64 bytes.' },
    ]);
    // Announced longer than the limit: refused before its body comes.
    expect(readAsServer(['SEND\ncontent-length:100\n\nx'], 64).tooLarge).toBe(true);
  });

  it('refuses an undefined escape in a header, and reads no further', () => {
    const undefinedEscape = (detail: string) => [{ tooLarge: false, detail }];
    const after = writtenByClientLibrary('ACK', { id: '2' });
    for (const [header, escape] of [
      ['id:a\\tb', '\\t'],
      ['i\\x:1', '\\x'],
      ['id:a\\', '\\'],
    ] as const) {
      const { frames, problems } = readAsServer([`ACK\n${header}\n\n\0${after}`]);
      expect([frames, problems]).toEqual([
        [],
        undefinedEscape(`${escape} is not an escape of STOMP 1.2.`),
      ]);
    }
    // An escaped backslash followed by a t is two characters, not an escape.
    expect(readAsServer(['ACK\nid:a\\\\tb\n\n\0']).frames[0]?.headers.id).toBe('a\\tb');
  });

  it('refuses a body of content-length not followed by its NUL, and reads no further', () => {
    const { frames, problems } = readAsServer(['SEND\ncontent-length:2\n\nokX\0ACK\nid:1\n\n\0']);
    expect([frames, problems]).toEqual([
      [],
      [{ tooLarge: false, detail: 'The body of content-length 2 must be followed by a NUL.' }],
    ]);
  });
});
