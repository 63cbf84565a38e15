// Headers over 16 KiB are refused with 431 HEADERS_TOO_LARGE. When Node's own parser refuses
// them, nothing but the socket is left (http-layer-errors.ts): the connection must close, and the
// raw answer cannot always tell whether it answers a HEAD. So Node's parser takes up to 64 KiB and
// the limit is applied here, once the request is parsed: the answer goes through the error handler
// like any refusal (no body for a HEAD, the connection kept alive for the client's next request),
// and only what is past Node's 64 KiB still gets the raw answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The limit: what Node's default counts, the URL and every header name and value. */
export const HEADER_LIMIT_BYTES = 16 * 1024;
/** Node's parser's limit (`maxHeaderSize`), above which a request cannot even be read. */
export const PARSER_HEADER_LIMIT_BYTES = 64 * 1024;

/** The bytes of the request's URL and headers, counted as Node counts them (no separators). */
function headerBytes(request: FastifyRequest): number {
  let bytes = request.originalUrl.length;
  for (const part of request.raw.rawHeaders) bytes += part.length;
  return bytes;
}

/** The first hook of every request: nothing else runs for headers over the limit. */
export function registerHeaderSizeLimit(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    done(headerBytes(request) > HEADER_LIMIT_BYTES ? new AppError('HEADERS_TOO_LARGE') : undefined);
  });
}
