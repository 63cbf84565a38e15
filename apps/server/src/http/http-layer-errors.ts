// Answers to what the HTTP layer refuses before any route runs, in the catalogue's words (docs/product/error-catalogue.md)
// and with the usual security headers, instead of Fastify's and Node's own JSON.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode } from '@portal/domain/errors/error-code';
import { ERROR_CATALOGUE } from '@portal/domain/errors/error-catalogue';
import { errorBody } from './error-body';
import { SECURITY_HEADERS } from './security-headers';

const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_ATTEMPTS',
  431: 'HEADERS_TOO_LARGE',
};

/** The catalogue code for a 4xx status the HTTP layer or a plugin chose. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
}

/** Fastify's `frameworkErrors`: a URL it cannot decode or route (bad escape, over-long part). */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const code = codeForStatus(error.statusCode ?? 400);
  void reply.status(ERROR_CATALOGUE[code].status).headers(SECURITY_HEADERS).send(errorBody(code));
}

const CODE_BY_NODE_ERROR: Readonly<Record<string, ErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/** A request line's method: an HTTP token, then a space. */
const METHOD = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) /;

/**
 * The method of the request Node refused, when it can be known: a request whose headers were
 * read (its body was too slow) names it; else the packet that failed holds the request line only
 * when it is the first the connection received. Otherwise (a later request on a kept-alive
 * connection, or headers that came in several packets) it cannot be known.
 */
function refusedMethod(error: NodeJS.ErrnoException, socket: Socket): string | undefined {
  const incoming = (socket as Socket & { parser?: { incoming?: IncomingMessage | null } }).parser
    ?.incoming;
  if (incoming && !incoming.complete) return incoming.method;
  const packet = (error as { rawPacket?: unknown }).rawPacket;
  if (!Buffer.isBuffer(packet) || packet.length !== socket.bytesRead) return undefined;
  return METHOD.exec(packet.subarray(0, 32).toString('latin1'))?.[1];
}

/**
 * Fastify's `clientErrorHandler`: Node refused the request itself (headers past what its parser
 * reads, a request not received in time, bytes that are not HTTP). There is no request object,
 * only the socket, and the connection closes. The catalogue's body goes only to a request known
 * not to be a HEAD: an answer to a HEAD never has one, and when the method is unknown the answer
 * has neither a body nor a Content-Length (the close ends it), which reads right either way.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = CODE_BY_NODE_ERROR[error.code ?? ''] ?? 'BAD_REQUEST';
  const { status } = ERROR_CATALOGUE[code];
  const method = refusedMethod(error, socket);
  const body = method !== undefined && method !== 'HEAD' ? JSON.stringify(errorBody(code)) : '';
  const headers = {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    ...(body ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}),
    Connection: 'close',
  };
  if (socket.writable) {
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
