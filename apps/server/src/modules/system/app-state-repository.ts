import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appState } from '../../db/schema';

/** Facts the process records about its database, by key (e.g. that the demo data committed whole). */
export function appStateRepository(db: Db) {
  return {
    async has(key: string): Promise<boolean> {
      const [row] = await db.select({ key: appState.key }).from(appState).where(eq(appState.key, key));
      return row !== undefined;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insert(appState)
        .values({ key, value })
        .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
