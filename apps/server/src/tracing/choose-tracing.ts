// The one place that chooses whether traces are exported (CODE_STYLE.md: infrastructure chosen
// once): to an OTLP/HTTP collector when OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set, else not at all. The server is one esbuild bundle,
// so nothing is instrumented by hooking `require`: the spans are made by the portal's own code
// (tracing/spans.ts), and the SDK is imported here, only when it is used.
import { hostname } from 'node:os';
import type { Sampler } from '@opentelemetry/sdk-trace-node';
import type { ServerConfig } from '../config';
import { useTracer } from './spans';

export type TracingConfig = Pick<
  ServerConfig,
  | 'OTEL_EXPORTER_OTLP_ENDPOINT'
  | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'
  | 'OTEL_SERVICE_NAME'
  | 'OTEL_TRACES_SAMPLER'
  | 'OTEL_TRACES_SAMPLER_ARG'
  | 'OTEL_SDK_DISABLED'
>;

/** Traces being exported: `flush` sends what is buffered, `shutdown` sends it and stops. */
export interface Tracing {
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** Where spans go: the traces endpoint as given, or `/v1/traces` under the general one. */
export function tracesUrl(config: TracingConfig): string | undefined {
  if (config.OTEL_SDK_DISABLED) return undefined;
  if (config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  const base = config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base && `${base.replace(/\/+$/, '')}/v1/traces`;
}

export async function chooseTracing(
  config: TracingConfig,
  service: { version: string },
): Promise<Tracing | undefined> {
  const url = tracesUrl(config);
  if (!url) return undefined;
  const [api, sdk, { OTLPTraceExporter }, { resourceFromAttributes }, semconv] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/semantic-conventions'),
  ]);
  const ratio = config.OTEL_TRACES_SAMPLER_ARG ?? 1;
  const root: Record<typeof config.OTEL_TRACES_SAMPLER, () => Sampler> = {
    always_on: () => new sdk.AlwaysOnSampler(),
    always_off: () => new sdk.AlwaysOffSampler(),
    traceidratio: () => new sdk.TraceIdRatioBasedSampler(ratio),
    parentbased_always_on: () => new sdk.ParentBasedSampler({ root: new sdk.AlwaysOnSampler() }),
    parentbased_always_off: () => new sdk.ParentBasedSampler({ root: new sdk.AlwaysOffSampler() }),
    parentbased_traceidratio: () =>
      new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(ratio) }),
  };
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({
      [semconv.ATTR_SERVICE_NAME]: config.OTEL_SERVICE_NAME,
      [semconv.ATTR_SERVICE_VERSION]: service.version,
      'host.name': hostname(),
      'process.pid': process.pid,
    }),
    sampler: root[config.OTEL_TRACES_SAMPLER](),
    // Headers (OTEL_EXPORTER_OTLP_HEADERS), timeout and batching (OTEL_BSP_*) are read by the
    // exporter and the processor themselves, as the OpenTelemetry specification names them.
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The W3C trace-context propagator, and spans carried through async calls by AsyncLocalStorage.
  provider.register();
  // A batch the collector did not take is dropped: say so on standard error, once per batch.
  api.diag.setLogger(new api.DiagConsoleLogger(), api.DiagLogLevel.ERROR);
  useTracer(api, api.trace.getTracer('student-portal', service.version));
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      useTracer(undefined);
      // Spans the collector does not take now are reported like any failed batch, never thrown:
      // the drain that called this still ends with the process exiting 0.
      await provider
        .shutdown()
        .catch((error: unknown) => api.diag.error('the last spans were not sent', error));
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
      api.diag.disable();
    },
  };
}
