import autocannon from 'autocannon';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** What a load run is given, whichever generator runs it. */
export type LoadOptions = {
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  /** Paths requested in turn on each connection instead of `url`'s own (e.g. seven days of a schedule). */
  paths?: string[];
};

export async function load(url: string, options: LoadOptions = {}): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.duration ?? 8,
    headers: options.headers ?? {},
    ...(options.paths ? { requests: options.paths.map((p) => ({ method: 'GET' as const, path: p })) } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function row(name: string, r: LoadResult, base?: LoadResult): string {
  const ratio = base ? `  ${((r.rps / base.rps) * 100).toFixed(1).padStart(5)} % of hello-world` : '';
  return `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms${r.non2xx || r.errors ? `   (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}${ratio}`;
}
