import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type NewUpload = typeof uploads.$inferInsert;

/**
 * Records files already in storage as uploads, in one statement per 200 (ADR 0047: the demo data's pictures). A
 * public id recorded before is left as it is: the file under it was overwritten with the same drawing.
 */
export async function importUploads(db: Db, rows: readonly NewUpload[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(uploads)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
}
