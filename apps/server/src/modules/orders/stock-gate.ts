import type { Redis } from 'ioredis';
import { isUuid, toLocalDate, type OrderInputLine } from '@lumi/shared';
import type { ChangeVersions } from '../../db/changes';
import { AppError, type FieldIssue } from '../../lib/app-error';
import { mergeLines, stockMessage } from './pricing';
import type { PricingProductRow } from './repository';

/**
 * The stock held in Redis in front of PostgreSQL (ADR 0050). PostgreSQL stays the truth: an order's transaction
 * still takes its units with a conditional update that never oversells. Redis answers first, with one atomic script,
 * whether the units are there, and holds them: an order Redis refuses never reaches the database (the many losers of a
 * flash sale cost no connection and wait on no row), an order it holds goes on. Its counts may be too high (then the
 * database refuses, and Redis forgets the product), never too low but for a held order whose process died; its hold
 * outlives it in Redis with a deadline, and the sweep gives its units back unless the order committed.
 *
 * Redis holds, per product, `e` (its expiry date; only products on sale are held) and `c:<colour>` (units left, of
 * the colour or, with `c:`, of the product); a change of stock, availability or colours made by anything but a gated
 * order tells every process to forget the product (migration 0021's notices), and a generation per product keeps a
 * load read before such a change from being written after it.
 */
export type StockGate = {
  /**
   * Holds the units of an order's lines for the order `orderId`: refuses OUT_OF_STOCK as pricing would (every short
   * line, with what is left) when Redis has too few; null when Redis cannot answer for every line (a product not on
   * sale, a colour it lacks, Redis unreachable): the order then goes on without a hold.
   */
  hold(orderId: string, lines: OrderInputLine[], now: Date): Promise<StockHold | null>;
  /** Gives back the units of held orders past their deadline that did not commit; answers how many it resolved. */
  sweep(now: Date): Promise<number>;
};

export type StockHold = {
  /** The order committed: its units stay taken. Never throws. */
  kept(): Promise<void>;
  /** The order did not happen: its units are given back. Never throws. */
  release(): Promise<void>;
  /** The database has fewer than Redis said: Redis forgets these products. Never throws. */
  forget(): Promise<void>;
};

export type StockGateDeps = {
  redis: Redis;
  /** The deployment's key prefix (the realtime layer's). */
  prefix: string;
  changes: Pick<ChangeVersions, 'watch' | 'ready'>;
  /** The products as pricing reads them (their stock, colours, availability). */
  products(ids: string[], now: Date): Promise<PricingProductRow[]>;
  /** Which of these orders exist (committed). */
  committed(orderIds: string[]): Promise<Set<string>>;
  /** How long a hold outlives its order's placement at most before the sweep looks at it. */
  holdMs: number;
  log: { warn(obj: unknown, msg?: string): void };
};

/** A product's numbers live this long in Redis unless forgotten sooner. */
const PRODUCT_TTL_SECONDS = 600;
/** A generation outlives any load by far. */
const GENERATION_TTL_SECONDS = 86_400;
const SWEEP_BATCH = 200;

/**
 * KEYS: the holds, then the products. ARGV: today, the deadline, the hold, then (product key index, field,
 * quantity) per line. Answers {'held'}, {'short', line, left, …} or {'unknown', line, …} (lines from 1).
 */
const HOLD = `
local unknown = {}
local short = {}
for i = 4, #ARGV, 3 do
  local key = KEYS[tonumber(ARGV[i])]
  local expiry = redis.call('HGET', key, 'e')
  local left = redis.call('HGET', key, ARGV[i + 1])
  local line = (i - 1) / 3
  if (not expiry) or (not left) or expiry < ARGV[1] then
    unknown[#unknown + 1] = line
  elseif tonumber(left) < tonumber(ARGV[i + 2]) then
    short[#short + 1] = line
    short[#short + 1] = tonumber(left)
  end
end
if #unknown > 0 then return {'unknown', unpack(unknown)} end
if #short > 0 then return {'short', unpack(short)} end
for i = 4, #ARGV, 3 do
  redis.call('HINCRBY', KEYS[tonumber(ARGV[i])], ARGV[i + 1], -tonumber(ARGV[i + 2]))
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
return {'held'}
`;

/** KEYS: the holds, then the products. ARGV: the hold, then (product key index, field, quantity) per line. */
const RELEASE = `
if redis.call('ZREM', KEYS[1], ARGV[1]) == 0 then return 0 end
for i = 2, #ARGV, 3 do
  local key = KEYS[tonumber(ARGV[i])]
  if redis.call('HEXISTS', key, ARGV[i + 1]) == 1 then
    redis.call('HINCRBY', key, ARGV[i + 1], tonumber(ARGV[i + 2]))
  end
end
return 1
`;

/** KEYS: the product, its generation. ARGV: the generation read before the load, the TTL, then field, value, … */
const LOAD = `
if (redis.call('GET', KEYS[2]) or '') ~= ARGV[1] then return 0 end
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], unpack(ARGV, 3))
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** KEYS: the product, its generation. ARGV: the generation's TTL. */
const FORGET = `
redis.call('DEL', KEYS[1])
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[1])
return 1
`;

/** The scripts as ioredis defines them without a key count: the count first, then the keys, then the arguments. */
type GateCommands = Record<
  'lumiStockHold' | 'lumiStockRelease' | 'lumiStockLoad' | 'lumiStockForget',
  (numberOfKeys: number, ...keysThenArgs: (string | number)[]) => Promise<unknown>
>;

/** One line of a hold: the product, the field of its colour (or of the product), the units. */
type HeldLine = [productId: string, field: string, quantity: number];

function colourField(name: string | null | undefined): string {
  return `c:${name ? name.trim().toLowerCase() : ''}`;
}

/** The fields Redis keeps of a product on sale on `today`; null when it is not (no hold for it). */
function fieldsOf(product: PricingProductRow, today: string): string[] | null {
  if (!product.enable || product.expiry < today) return null;
  const fields = ['e', product.expiry];
  if (product.variants.length)
    for (const v of product.variants) fields.push(colourField(v.name), String(v.stock));
  else fields.push(colourField(null), String(product.stock ?? 0));
  return fields;
}

export function createStockGate(deps: StockGateDeps): StockGate {
  const { redis, prefix } = deps;
  const scripts = redis as unknown as GateCommands;
  const run = <T>(name: keyof GateCommands, keys: string[], args: (string | number)[]) =>
    scripts[name](keys.length, ...keys, ...args) as Promise<T>;
  for (const [name, lua] of [
    ['lumiStockHold', HOLD],
    ['lumiStockRelease', RELEASE],
    ['lumiStockLoad', LOAD],
    ['lumiStockForget', FORGET],
  ] as const) {
    // Each script is sent once and then run by its digest (EVALSHA); the key count comes with each call.
    if (!(name in redis)) redis.defineCommand(name, { lua });
  }
  const holdsKey = `${prefix}stock:holds`;
  const productKey = (id: string) => `${prefix}stock:p:${id}`;
  const generationKey = (id: string) => `${prefix}stock:g:${id}`;
  /** Loads in flight on this process, one per product. */
  const loading = new Map<string, Promise<boolean>>();

  async function forgetProducts(ids: Iterable<string>): Promise<void> {
    await Promise.all(
      [...new Set(ids)].map((id) =>
        run('lumiStockForget', [productKey(id), generationKey(id)], [GENERATION_TTL_SECONDS]),
      ),
    );
  }

  async function forgetAll(): Promise<void> {
    // Every product's numbers (a notice may have been lost); their generations move with the next forget.
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}stock:p:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  }

  deps.changes.watch('stock:', {
    notice(productId) {
      forgetProducts([productId]).catch((err: unknown) =>
        deps.log.warn({ err }, 'stock gate: forget failed'),
      );
    },
    lost() {
      forgetAll().catch((err: unknown) => deps.log.warn({ err }, 'stock gate: forget failed'));
    },
  });

  /** Reads these products from the database into Redis (unless forgotten meanwhile); false: one is not on sale. */
  async function load(ids: string[], now: Date): Promise<boolean> {
    const today = toLocalDate(now);
    const generations = await redis.mget(...ids.map(generationKey));
    const rows = await deps.products(ids, now);
    const byId = new Map(rows.map((r) => [r.id, r]));
    let onSale = true;
    await Promise.all(
      ids.map(async (id, i) => {
        const row = byId.get(id);
        const fields = row ? fieldsOf(row, today) : null;
        if (!fields) {
          onSale = false;
          return;
        }
        await run(
          'lumiStockLoad',
          [productKey(id), generationKey(id)],
          [generations[i] ?? '', PRODUCT_TTL_SECONDS, ...fields],
        );
      }),
    );
    return onSale;
  }

  /** One load per product set at a time on this process: a crowd arriving at once reads the database once. */
  function loadOnce(ids: string[], now: Date): Promise<boolean> {
    const key = [...ids].sort().join(',');
    let pending = loading.get(key);
    if (!pending) {
      pending = load(ids, now).finally(() => loading.delete(key));
      loading.set(key, pending);
    }
    return pending;
  }

  function handle(member: string, held: HeldLine[]): StockHold {
    const productIds = [...new Set(held.map(([id]) => id))];
    const keys = [holdsKey, ...productIds.map(productKey)];
    const args = held.flatMap(([id, field, quantity]) => [productIds.indexOf(id) + 2, field, quantity]);
    const quietly = (what: string, run: () => Promise<unknown>) =>
      run().then(
        () => undefined,
        (err: unknown) => deps.log.warn({ err }, `stock gate: ${what} failed`),
      );
    return {
      kept: () => quietly('keep', () => redis.zrem(holdsKey, member)),
      release: () => quietly('release', () => run('lumiStockRelease', keys, [member, ...args])),
      forget: () => quietly('forget', () => forgetProducts(productIds)),
    };
  }

  return {
    async hold(orderId, input, now) {
      const merged = mergeLines(input);
      if (merged.some((l) => !isUuid(l.productId))) return null;
      const held: HeldLine[] = merged.map((l) => [l.productId, colourField(l.color?.name), l.quantity]);
      const productIds = [...new Set(held.map(([id]) => id))];
      const keys = [holdsKey, ...productIds.map(productKey)];
      const member = JSON.stringify({ o: orderId, l: held });
      const args = [
        toLocalDate(now),
        now.getTime() + deps.holdMs,
        member,
        ...held.flatMap(([id, field, quantity]) => [productIds.indexOf(id) + 2, field, quantity]),
      ];
      try {
        await deps.changes.ready();
        for (let attempt = 0; attempt < 2; attempt++) {
          const [status, ...rest] = await run<(string | number)[]>('lumiStockHold', keys, args);
          if (status === 'held') return handle(member, held);
          if (status === 'short') {
            const errors: FieldIssue[] = [];
            for (let i = 0; i < rest.length; i += 2) {
              const line = merged[Number(rest[i]) - 1]!;
              errors.push({
                path: `products.${line.index}.quantity`,
                message: stockMessage(line.quantity, Number(rest[i + 1])),
              });
            }
            errors.sort((a, b) => a.path.localeCompare(b.path, 'en', { numeric: true }));
            throw new AppError('OUT_OF_STOCK', { errors });
          }
          // Some line's product is not in Redis (or no longer on sale there): read them, then ask again.
          const unknown = [...new Set(rest.map((line) => held[Number(line) - 1]![0]))];
          if (attempt === 1 || !(await loadOnce(unknown, now))) return null;
        }
        return null;
      } catch (error) {
        if (error instanceof AppError) throw error;
        deps.log.warn({ err: error }, 'stock gate unavailable: the order goes on without a hold');
        return null;
      }
    },

    async sweep(now) {
      const due = await redis.zrangebyscore(holdsKey, '-inf', now.getTime(), 'LIMIT', 0, SWEEP_BATCH);
      if (due.length === 0) return 0;
      const holds = due.flatMap((member) => {
        try {
          const parsed = JSON.parse(member) as { o: string; l: HeldLine[] };
          return [{ member, orderId: parsed.o, held: parsed.l }];
        } catch {
          return [];
        }
      });
      const committed = await deps.committed(holds.map((h) => h.orderId).filter(isUuid));
      for (const h of holds) {
        const hold = handle(h.member, h.held);
        await (committed.has(h.orderId) ? hold.kept() : hold.release());
      }
      return holds.length;
    },
  };
}
