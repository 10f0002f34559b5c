import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { KeptBytes } from '../../lib/compression';
import { categoriesRepository } from './categories/repository';
import { CategoryTree } from './category-tree';
import { createTtlCache } from './ttl-cache';

/** How long another server process may serve a category tree or a filter block after a write elsewhere. */
export const CATALOG_CACHE_TTL_MS = 30_000;

/**
 * How long a public listing answer (a page of a category, brand or promotion listing, search suggestions) is shared
 * by identical requests. Short, because such a page also shows stock and the promotion running now; writes on this
 * server drop the answers at once.
 */
export const LISTING_CACHE_TTL_MS = 10_000;

/**
 * What the catalogue keeps in memory between requests: the category tree, per listing scope the answers that depend
 * only on the scope (price bands, brands, categories and tags present), and recent public listing answers. Writes
 * on this server drop them at once (`invalidate…`); other processes pick the change up within the TTLs.
 */
export function createCatalogCache(deps: { db: Db; clock: Clock }) {
  const now = () => deps.clock.now().getTime();
  const trees = createTtlCache<CategoryTree>(CATALOG_CACHE_TTL_MS, now, 1);
  const scoped = createTtlCache<unknown>(CATALOG_CACHE_TTL_MS, now);
  const answers = createTtlCache<unknown>(LISTING_CACHE_TTL_MS, now, 2000);
  // The serialised JSON of recent public answers, by request URL, encoded once as UTF-8: a repeated request skips
  // validation, serialisation and encoding, which on two cores cost more than the cached lookup itself; its
  // compressed forms are kept with it once asked for.
  const responses = new Map<string, KeptBytes & { at: number }>();
  const RESPONSE_ENTRIES = 2000;

  return {
    tree: (): Promise<CategoryTree> =>
      trees.get('tree', async () => new CategoryTree(await categoriesRepository(deps.db).all())),

    /** A value computed for one scope (e.g. 'category:<id>:<day>'), shared for CATALOG_CACHE_TTL_MS. */
    scoped: <T>(key: string, load: () => Promise<T>): Promise<T> => scoped.get(key, load) as Promise<T>,

    /** A public listing answer for one exact request (see LISTING_CACHE_TTL_MS). */
    answer: <T>(key: string, load: () => Promise<T>): Promise<T> => answers.get(key, load) as Promise<T>,

    /** The stored JSON answer of a public GET, while fresh (LISTING_CACHE_TTL_MS). */
    response(url: string): KeptBytes | undefined {
      const hit = responses.get(url);
      if (!hit) return undefined;
      if (now() - hit.at < LISTING_CACHE_TTL_MS) return hit;
      responses.delete(url);
      return undefined;
    },

    storeResponse(url: string, body: Buffer): KeptBytes {
      if (responses.size >= RESPONSE_ENTRIES) {
        // Oldest first (a Map keeps insertion order).
        const oldest = responses.keys().next();
        if (!oldest.done) responses.delete(oldest.value);
      }
      responses.delete(url);
      const kept = { at: now(), body };
      responses.set(url, kept);
      return kept;
    },

    /** After a write to products, brands or promotions: every scope-level answer is recomputed. */
    invalidateScopes(): void {
      scoped.invalidate();
      answers.invalidate();
      responses.clear();
    },

    /** After a write to categories: the tree too. */
    invalidateAll(): void {
      trees.invalidate();
      scoped.invalidate();
      answers.invalidate();
      responses.clear();
    },
  };
}

export type CatalogCache = ReturnType<typeof createCatalogCache>;
