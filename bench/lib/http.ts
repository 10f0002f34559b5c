/** The API's envelope, as far as the benches read it. */
export type Envelope<T> = {
  success: boolean;
  data: T;
  code?: string;
  message?: string;
  accessToken?: string;
};

/** A JSON call to the API, with a customer's token when given. */
export async function call<T>(
  url: string,
  init: RequestInit & { token?: string } = {},
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { ...init, headers });
  return (await res.json()) as Envelope<T>;
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
