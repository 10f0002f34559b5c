import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Span } from '@opentelemetry/api';

/**
 * OpenTelemetry traces (issue 29, ADR 0052), when OTEL_EXPORTER_OTLP_ENDPOINT names an OTLP/HTTP collector: a server
 * span per request, named after its route's pattern, child of the caller's `traceparent` (W3C Trace Context) when it
 * sent one, sent in batches. Without an endpoint nothing is loaded.
 */
export async function registerTracing(
  app: FastifyInstance,
  options: { endpoint: string; serviceName: string; version: string },
): Promise<void> {
  const [api, { W3CTraceContextPropagator }, { resourceFromAttributes }, sdk, { OTLPTraceExporter }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
    ]);
  const provider = new sdk.NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': options.version,
    }),
    spanProcessors: [
      new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  const tracer = provider.getTracer('lumi-server', options.version);
  const propagator = new W3CTraceContextPropagator();
  const getter = {
    keys: (carrier: FastifyRequest['headers']) => Object.keys(carrier),
    get: (carrier: FastifyRequest['headers'], key: string) => carrier[key],
  };
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, getter);
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: api.SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0] ?? request.url,
          ...(route ? { 'http.route': route } : {}),
          'client.address': request.ip,
          'lumi.request_id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    spans.get(request)?.recordException(error);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    if (span) {
      span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
      spans.delete(request);
    }
    done();
  });
  // The spans still in the batch leave before the process ends.
  app.addHook('onClose', async () => {
    await provider.shutdown();
  });
}
