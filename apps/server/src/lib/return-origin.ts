/** Host names that always mean this machine. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * The origin a payment gateway returns the shopper to (ADR 0013). In production always `PUBLIC_URL`. Elsewhere the
 * origin the checkout was made from (the request's `Origin`, else its Host) when this server answers there: a
 * loopback host or PUBLIC_URL's own host, on PUBLIC_URL's port or the port the server listens on, over http(s).
 * Anything else, an attacker's host included, gets `PUBLIC_URL`: the shopper's signed-in origin is kept on a
 * local machine (127.0.0.1 vs localhost) and never handed to a foreign one.
 */
export function returnBaseOf(
  config: { isProduction: boolean; publicUrl: string; port: number },
  request: { origin?: string | undefined; host?: string | undefined; protocol?: string | undefined },
): string {
  if (config.isProduction) return config.publicUrl;
  const candidate =
    request.origin !== undefined
      ? request.origin
      : request.host
        ? `${request.protocol ?? 'http'}://${request.host}`
        : '';
  let url: URL;
  let pub: URL;
  try {
    url = new URL(candidate);
    pub = new URL(config.publicUrl);
  } catch {
    return config.publicUrl;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return config.publicUrl;
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '')) return config.publicUrl;
  if (url.search || url.hash) return config.publicUrl;
  if (!LOOPBACK.has(url.hostname) && url.hostname !== pub.hostname) return config.publicUrl;
  const port = effectivePort(url);
  if (port !== effectivePort(pub) && port !== config.port) return config.publicUrl;
  return url.origin;
}
