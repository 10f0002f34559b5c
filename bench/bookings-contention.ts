// Issue 10 figure (decision 22): 200 customers book the same slot of one doctor at the same moment, over HTTP, on
// the built server (PGlite, then PostgreSQL when reachable). Prints how many succeeded, how many were refused with
// 409 BOOKING_SLOT_TAKEN, any other answer, and the p50/p99 latency. Expected: exactly one 201, 199 × 409.
// Usage: npm run bench (or: npx tsx bench/bookings-contention.ts). CONTENTION_CUSTOMERS changes the size.
import { customerEmail, inBatches, newCustomer } from './lib/customers';
import { call, percentile, type Envelope } from './lib/http';
import { withFreshPostgres } from './lib/postgres';
import { startLumi } from './lib/servers';

const CUSTOMERS = Number(process.env.CONTENTION_CUSTOMERS ?? 200);

/** The first day from tomorrow on that offers an available slot of the doctor, and that slot. */
async function freeSlot(api: string, doctorId: string): Promise<{ date: string; startTime: string }> {
  for (let days = 1; days <= 30; days++) {
    const date = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const day = await call<{ timeSlots: { startTime: string; isAvailable: boolean }[] }>(
      `${api}/doctors/schedule-booking/${doctorId}?date=${date}`,
    );
    const slot = day.data.timeSlots.find((s) => s.isAvailable);
    if (slot) return { date, startTime: slot.startTime };
  }
  throw new Error('the demo doctor has no free slot in the next 30 days');
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const lumi = await startLumi(3922, { RATE_LIMIT_OTP_PER_HOUR: '100000', ...env });
  try {
    const api = `${lumi.url}/api/v1`;
    const doctor = await call<{ _id: string; name: string }>(`${api}/auth/login-doctor`, {
      method: 'POST',
      body: JSON.stringify({ email: 'bs.an@lumi.vn', password: 'lumi-doctor-2026' }),
    });
    if (!doctor.success) throw new Error(`doctor login refused: ${doctor.message}`);
    const runId = Date.now().toString(36);
    const tokens = await inBatches(
      Array.from({ length: CUSTOMERS }, (_, i) => i + 1),
      20,
      (n) => newCustomer(lumi.url, api, n, runId, `Khách Đặt Lịch ${n}`),
    );
    const slot = await freeSlot(api, doctor.data._id);
    const body = (n: number) =>
      JSON.stringify({
        doctor: doctor.data._id,
        ...slot,
        customer: {
          name: `Khách Đặt Lịch ${n}`,
          phone: '0912345678',
          email: customerEmail(runId, n),
          gender: 'female',
          dateOfBirth: '1992-04-18',
          address: '1 Tràng Tiền, Hoàn Kiếm, Hà Nội',
        },
      });

    const latencies: number[] = [];
    const codes = new Map<string, number>();
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, i) => {
        const t0 = performance.now();
        const res = await fetch(`${api}/bookings`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: body(i + 1),
        });
        const answer = (await res.json()) as Envelope<unknown>;
        latencies.push(performance.now() - t0);
        const key = `${res.status}${answer.code ? ` ${answer.code}` : ''}`;
        codes.set(key, (codes.get(key) ?? 0) + 1);
      }),
    );
    const wall = performance.now() - started;
    latencies.sort((a, b) => a - b);

    const succeeded = codes.get('201') ?? 0;
    const taken = codes.get('409 BOOKING_SLOT_TAKEN') ?? 0;
    console.log(
      `\nBooking contention, ${label}: ${CUSTOMERS} customers book ${doctor.data.name}, ${slot.date} ${slot.startTime}`,
    );
    console.log(`  succeeded (201)         ${succeeded}${succeeded === 1 ? '' : '   ← expected 1'}`);
    console.log(
      `  slot taken (409)        ${taken}${taken === CUSTOMERS - 1 ? '' : `   ← expected ${CUSTOMERS - 1}`}`,
    );
    for (const [key, n] of [...codes].filter(([k]) => k !== '201' && k !== '409 BOOKING_SLOT_TAKEN'))
      console.log(`  other                   ${n} (${key})`);
    console.log(
      `  latency                 p50 ${percentile(latencies, 50).toFixed(0)} ms   p99 ${percentile(latencies, 99).toFixed(0)} ms   max ${(latencies.at(-1) ?? 0).toFixed(0)} ms`,
    );
    console.log(`  wall time               ${wall.toFixed(0)} ms`);
  } finally {
    await lumi.stop();
  }
}

export async function benchBookingContention(): Promise<void> {
  await run('database PGlite', { DATABASE_URL: '', REDIS_URL: '' });

  await withFreshPostgres('bookings', (env) => run('database PostgreSQL', env));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBookingContention();
}
