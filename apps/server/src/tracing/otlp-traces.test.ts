import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { SANDBOX_CARDS } from '../payments/sandbox-card-provider';
import { SANDBOX_WEBHOOK_SECRETS, signWebhook } from '../payments/webhook-signature';
import { GOOD_PASSWORD } from '../test/accounts';
import { learnerWithOrder, LOTS_OF_SIGN_INS, payByCard } from '../test/enrolment';
import { queryRows } from '../test/test-database';
import { startTestServer, type TestServer } from '../test/test-server';
import { chooseTracing, type Tracing } from './choose-tracing';

/** A span as OTLP/HTTP's JSON encoding carries it (ids in hex). */
interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
  links?: { traceId: string; spanId: string }[];
}

/** A collector's OTLP/HTTP traces endpoint, keeping every body it is sent. */
async function startOtlpReceiver() {
  const bodies: string[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzipped = request.headers['content-encoding'] === 'gzip';
      if (request.method === 'POST' && request.url === '/v1/traces') {
        bodies.push((gzipped ? gunzipSync(body) : body).toString('utf8'));
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    spans(): ExportedSpan[] {
      return bodies.flatMap((body) =>
        (
          JSON.parse(body) as {
            resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
          }
        ).resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attribute = (span: ExportedSpan | undefined, key: string) => {
  const value = span?.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let tracing: Tracing | undefined;
let server: TestServer;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  tracing = await chooseTracing(
    readConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SERVICE_NAME: 'portal-test' }),
    { version: 'test' },
  );
  server = await startTestServer({
    withJobs: true,
    withRelay: true,
    loginAttemptsPerMinute: LOTS_OF_SIGN_INS,
  });
});
afterAll(async () => {
  await server?.close();
  // Back to no tracing for the next file of this worker, which shares these modules.
  await tracing?.shutdown();
  await receiver?.close();
});

describe('traces exported over OTLP/HTTP', () => {
  it('follow a request through its queries to the job it queued and the events it wrote, and hold no secret', async () => {
    // A learner registered and signed in with a password, and paid by card with a bearer token.
    const learner = await learnerWithOrder(server);
    expect((await payByCard(server, learner)).status).toBe(200);
    const [attempt] = await queryRows<{ pnref: string }>(
      server.database.db,
      sql`select pnref from payment_attempts
          where order_id = ${learner.orderId} and status = 'CAPTURED'`,
    );

    // The card gateway reports a dispute of that charge, in a trace its own system started.
    const traceId = randomBytes(16).toString('hex');
    const callerSpanId = randomBytes(8).toString('hex');
    const body = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'dispute.opened',
      dispute: {
        id: `dp_${attempt!.pnref}`,
        transactionId: attempt!.pnref,
        amountCents: 6945,
        reason: 'fraudulent',
        status: 'NEEDS_RESPONSE',
        respondBy: new Date(server.clock.now().getTime() + 7 * 86_400_000).toISOString(),
      },
    });
    const signature = signWebhook(SANDBOX_WEBHOOK_SECRETS.card, body, server.clock.now());
    const response = await server.request('/webhooks/card', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gateway-signature': signature,
        traceparent: `00-${traceId}-${callerSpanId}-01`,
      },
      body,
      crossSite: true,
    });
    expect(response.status).toBe(202);

    // The job applies the dispute, and its event is delivered by the relay: all of it exported.
    const inTrace = () => receiver.spans().filter((span) => span.traceId === traceId);
    await expect
      .poll(async () => {
        await tracing!.flush();
        const jobDone = inTrace().some((span) => span.name === 'job apply-webhook-events');
        const delivered = receiver
          .spans()
          .some((span) => span.name === 'outbox deliver' && span.links?.[0]?.traceId === traceId);
        return jobDone && delivered;
      })
      .toBe(true);

    const spans = inTrace();
    const request = spans.find((span) => span.name === 'POST /webhooks/:gateway');
    expect(request?.parentSpanId).toBe(callerSpanId);
    expect(attribute(request, 'http.response.status_code')).toBe(202);
    expect(attribute(request, 'portal.request.id')).toBe(response.headers.get('x-request-id'));

    const childrenOf = (parent: ExportedSpan | undefined) =>
      spans.filter((span) => span.parentSpanId === parent?.spanId);
    const descendantsOf = (parent: ExportedSpan | undefined): ExportedSpan[] =>
      childrenOf(parent).flatMap((child) => [child, ...descendantsOf(child)]);
    const queries = (parent: ExportedSpan | undefined) =>
      descendantsOf(parent).map((span) => attribute(span, 'db.query.text') as string | undefined);

    // The request's statements hang under it, as sent: placeholders, never the values.
    expect(queries(request)).toContainEqual(
      expect.stringMatching(/^insert into "gateway_webhook_events" .*\$1/),
    );
    const job = spans.find((span) => span.name === 'job apply-webhook-events');
    expect(job?.parentSpanId).toBe(request?.spanId);
    expect(attribute(job, 'portal.request.id')).toBe(response.headers.get('x-request-id'));
    expect(queries(job)).toContainEqual(expect.stringMatching(/^insert into "payment_disputes"/));

    // Each delivery of the dispute's event links to the job's transaction that wrote it.
    const delivery = receiver
      .spans()
      .find((span) => span.name === 'outbox deliver' && span.links?.[0]?.traceId === traceId);
    const writer = spans.find((span) => span.spanId === delivery?.links?.[0]?.spanId);
    expect(writer?.name).toBe('transaction');
    expect(descendantsOf(job)).toContain(writer);
    expect(queries(writer)).toContainEqual(expect.stringMatching(/^insert into "outbox"/));

    // Nothing the requests carried that is secret reached a span.
    const exported = receiver.bodies.join('\n');
    for (const secret of [GOOD_PASSWORD, learner.token, SANDBOX_CARDS.approved, signature]) {
      expect(exported).not.toContain(secret);
    }
  });

  it('are not loaded at all without an endpoint, or with OTEL_SDK_DISABLED', async () => {
    expect(await chooseTracing(readConfig({}), { version: 'test' })).toBeUndefined();
    const disabled = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_SDK_DISABLED: 'true' };
    expect(await chooseTracing(readConfig(disabled), { version: 'test' })).toBeUndefined();
  });

  it('refuse a gRPC protocol at start, which this exporter cannot speak', () => {
    expect(() => readConfig({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toThrow(
      /OTEL_EXPORTER_OTLP_PROTOCOL/,
    );
  });
});
