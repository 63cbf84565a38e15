import { FrameImpl, Parser } from '@stomp/stompjs';
import { describe, expect, it } from 'vitest';
import { stompFrame, stompFrameFrom, stompFrameHead } from './stomp-frame';

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
      stompFrameFrom(`${head}message-id:1\n`, '{"a":1}') +
        stompFrameFrom(`${head}message-id:2\n`, '{"a":2}'),
    );
    expect([first?.headers['message-id'], first?.body]).toEqual(['1', '{"a":1}']);
    expect([second?.headers['message-id'], second?.headers.destination, second?.body]).toEqual([
      '2',
      '/user/queue/u-x',
      '{"a":2}',
    ]);
  });
});
