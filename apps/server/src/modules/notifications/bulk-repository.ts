import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { insertChunked } from '../../db/sql';
import type { NewNotificationRow } from './repository';

/** Writes many past notifications at once (ADR 0047: the demo data's), by the module that owns them. */
export async function importNotifications(db: Db, rows: NewNotificationRow[]): Promise<void> {
  await insertChunked(db, notifications, rows);
}
