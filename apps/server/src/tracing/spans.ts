// The spans the portal makes (docs/operations.md "Traces"). Nothing here loads OpenTelemetry:
// tracing/choose-tracing.ts loads its API and SDK, and hands them here, only when an exporter is
// configured. Until then every function runs the work it is given and nothing more, so a portal
// that exports no traces pays a function call per span, not a module in memory.
import type * as OtelApiModule from '@opentelemetry/api';
import type { Attributes, SpanKind, Tracer } from '@opentelemetry/api';

type OtelApi = typeof OtelApiModule;

let active: { api: OtelApi; tracer: Tracer } | undefined;

/** Starts (or, with `undefined`, stops) making spans: called by choose-tracing.ts only. */
export function useTracer(api: OtelApi | undefined, tracer?: Tracer): void {
  active = api && tracer ? { api, tracer } : undefined;
}

/** Whether spans are being made: lets a hot path skip preparing a span's attributes. */
export const tracing = (): boolean => active !== undefined;

/** Headers, or any string map, that may carry a W3C `traceparent`. */
export type TraceCarrier = Readonly<Record<string, string | string[] | undefined>>;

export interface SpanStart {
  kind?: keyof typeof SpanKind;
  attributes?: Attributes;
  /**
   * The trace the span continues, as a caller carried it (a request's headers, a job's data):
   * a new trace when the carrier holds none. Without it the span is a child of the current one.
   */
  parent?: TraceCarrier;
  /** Spans (as `traceparent` strings) the work follows from without being their child. */
  links?: (string | null | undefined)[];
}

/** A started span, for work that ends elsewhere than it starts (an HTTP request's hooks). */
export interface OpenSpan {
  /** Runs `work` with this span current, so the spans it starts are this one's children. */
  run<T>(work: () => T): T;
  setAttributes(attributes: Attributes): void;
  /**
   * Marks the span failed with the kind of error (an error code, an SQLSTATE, a class name),
   * never its message: a message may quote the input, and spans hold no input.
   */
  fail(errorType: string): void;
  end(): void;
}

/** What kind of error ended some work, without its message (see `OpenSpan.fail`). */
export function errorTypeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code;
  return error instanceof Error ? error.name : typeof error;
}

/** Starts a span, or answers undefined when no traces are exported. */
export function openSpan(name: string, start: SpanStart = {}): OpenSpan | undefined {
  if (!active) return undefined;
  const { api, tracer } = active;
  const parentContext = start.parent
    ? api.propagation.extract(api.ROOT_CONTEXT, start.parent)
    : api.context.active();
  const links = (start.links ?? []).flatMap((traceparent) => {
    const linked = traceparent
      ? api.trace.getSpanContext(api.propagation.extract(api.ROOT_CONTEXT, { traceparent }))
      : undefined;
    return linked ? [{ context: linked }] : [];
  });
  const span = tracer.startSpan(
    name,
    {
      kind: api.SpanKind[start.kind ?? 'INTERNAL'],
      attributes: start.attributes,
      links,
    },
    parentContext,
  );
  const spanContext = api.trace.setSpan(parentContext, span);
  return {
    run: (work) => api.context.with(spanContext, work),
    setAttributes: (attributes) => span.setAttributes(attributes),
    fail(errorType) {
      span.setAttribute('error.type', errorType);
      span.setStatus({ code: api.SpanStatusCode.ERROR });
    },
    end: () => span.end(),
  };
}

/** Runs `work` in a span of its own, ended (and marked failed if it throws) when it settles. */
export async function inSpan<T>(
  name: string,
  start: SpanStart,
  work: (span: OpenSpan | undefined) => Promise<T>,
): Promise<T> {
  const span = openSpan(name, start);
  if (!span) return work(undefined);
  try {
    return await span.run(() => work(span));
  } catch (error) {
    span.fail(errorTypeOf(error));
    throw error;
  } finally {
    span.end();
  }
}

/**
 * Runs `work` in a child span of the current one, and only under a span that is recorded: a
 * database query of a request, a job or a delivery is traced, and the relay's and the job
 * queue's polling, which belong to none, are not.
 */
export function inChildSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  if (!active?.api.trace.getActiveSpan()?.isRecording()) return work();
  return inSpan(name, { kind: 'CLIENT', attributes }, work);
}

/**
 * The current span as a W3C `traceparent`, for work that goes on elsewhere (a queued job, an
 * outbox event): undefined when no traces are exported or no span is current.
 */
export function currentTraceparent(): string | undefined {
  if (!active) return undefined;
  const carrier: Record<string, string> = {};
  active.api.propagation.inject(active.api.context.active(), carrier);
  return carrier.traceparent;
}

/**
 * Runs `work` outside any trace: work that a request only wakes (the outbox relay's next round)
 * does not belong to that request's trace.
 */
export function outsideTraces<T>(work: () => T): T {
  return active ? active.api.context.with(active.api.ROOT_CONTEXT, work) : work();
}
