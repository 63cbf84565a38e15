import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorTypeOf, openSpan, tracing, type OpenSpan } from '../tracing/spans';

const spans = new WeakMap<FastifyRequest, OpenSpan>();

/**
 * A span for every request (docs/operations.md "Traces"), named by its method and route pattern
 * and continuing the caller's W3C `traceparent`; what the request does (queries, the jobs it
 * queues, the events it writes) hangs under it. The span holds the pattern, never the path or
 * query (a path may carry a token), nor any header or body.
 */
export function registerRequestSpans(app: FastifyInstance): void {
  // Tracing is chosen before the app is built (main.ts); without it every request would still
  // run these hooks for spans that are never opened.
  if (!tracing()) return;
  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    const span = openSpan(route ? `${request.method} ${route}` : request.method, {
      kind: 'SERVER',
      parent: request.headers,
      attributes: {
        'http.request.method': request.method,
        ...(route ? { 'http.route': route } : {}),
        'portal.request.id': request.id,
      },
    });
    if (!span) return done();
    spans.set(request, span);
    span.run(done);
  });

  app.addHook('onError', async (request, _reply, error) => {
    spans.get(request)?.setAttributes({ 'error.type': errorTypeOf(error) });
  });

  app.addHook('onResponse', (request, reply, done) => {
    done();
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.setAttributes({
      'http.response.status_code': reply.statusCode,
      ...(request.tenant ? { 'portal.tenant.id': request.tenant.id } : {}),
    });
    // A client's mistake (4xx) is the request's outcome, not the server's failure.
    if (reply.statusCode >= 500) span.fail(String(reply.statusCode));
    span.end();
  });

  app.addHook('onRequestAbort', async (request) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    span.fail('aborted');
    span.end();
  });
}
