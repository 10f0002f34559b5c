// New customers through the public flow, for the benches that need many distinct accounts.
import { call } from './http';

export const CUSTOMER_PASSWORD = 'dat-lich-2026';

/** Runs `work` over `items`, `width` at a time. */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  return out;
}

/** The e-mail of the n-th customer of a bench run. */
export function customerEmail(run: string, n: number): string {
  return `khach.${run}.${n}@example.com`;
}

/**
 * A new customer: register, the OTP read from the development mailbox, sign in. Returns the access token. The
 * server needs RATE_LIMIT_OTP_PER_HOUR raised for more than a few.
 */
export async function newCustomer(
  base: string,
  api: string,
  n: number,
  run: string,
  name = `Khách Thử Tải ${n}`,
): Promise<string> {
  const email = customerEmail(run, n);
  const reg = await call(`${api}/auth/register`, {
    method: 'POST',
    body: JSON.stringify({ name, email, password: CUSTOMER_PASSWORD }),
  });
  if (!reg.success) throw new Error(`register refused: ${reg.message}`);
  const mails = (await fetch(`${base}/dev/mailbox/messages?to=${encodeURIComponent(email)}&limit=1`).then(
    (r) => r.json(),
  )) as { text: string }[];
  const otp = /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1];
  if (!otp) throw new Error(`no OTP mailed to ${email}`);
  const verified = await call(`${api}/auth/verify-otp`, {
    method: 'POST',
    body: JSON.stringify({ email, otp }),
  });
  if (!verified.success) throw new Error(`OTP refused: ${verified.message}`);
  const login = await call(`${api}/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password: CUSTOMER_PASSWORD }),
  });
  if (!login.accessToken) throw new Error(`login refused: ${login.message}`);
  return login.accessToken;
}

/** `count` new customers, registered 20 at a time. */
export function newCustomers(base: string, api: string, count: number, run: string): Promise<string[]> {
  return inBatches(
    Array.from({ length: count }, (_, i) => i + 1),
    20,
    (n) => newCustomer(base, api, n, run),
  );
}
