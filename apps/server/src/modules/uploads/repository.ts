import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { PrincipalKind, UploadPurpose } from '@lumi/shared';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export function uploadsRepository(db: Db) {
  return {
    async insert(values: {
      publicId: string;
      url: string;
      type: 'image' | 'audio';
      purpose: UploadPurpose;
      ownerKind: PrincipalKind;
      ownerId: string;
      size: number;
      width: number | null;
      height: number | null;
    }): Promise<UploadRow> {
      const [row] = await db.insert(uploads).values(values).returning();
      if (!row) throw new Error('upload insert returned nothing');
      return row;
    },
    async findByPublicId(publicId: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.publicId, publicId)).limit(1);
      return row;
    },
    async markAttached(publicId: string, at: Date): Promise<void> {
      await db.update(uploads).set({ attachedAt: at }).where(eq(uploads.publicId, publicId));
    },
    async markDetached(publicIds: string[]): Promise<void> {
      if (publicIds.length === 0) return;
      await db.update(uploads).set({ attachedAt: null }).where(inArray(uploads.publicId, publicIds));
    },
    /** The files an account uploaded (avatar, chat pictures and voice notes). */
    async ownedBy(ownerKind: PrincipalKind, ownerId: string): Promise<{ url: string; publicId: string }[]> {
      return db
        .select({ url: uploads.url, publicId: uploads.publicId })
        .from(uploads)
        .where(and(eq(uploads.ownerKind, ownerKind), eq(uploads.ownerId, ownerId)));
    },
    async remove(publicId: string): Promise<void> {
      await db.delete(uploads).where(eq(uploads.publicId, publicId));
    },
    /**
     * Marks the sender's chat uploads attached (api-contract §1.9): each must exist, be of purpose `chat`, have been
     * uploaded by the sender and be attached to nothing yet. Returns the rows it attached (fewer than asked: refuse).
     */
    async claimChatUploads(
      publicIds: readonly string[],
      owner: { kind: PrincipalKind; id: string },
      now: Date,
    ) {
      if (publicIds.length === 0) return [];
      return db
        .update(uploads)
        .set({ attachedAt: now })
        .where(
          and(
            inArray(uploads.publicId, [...publicIds]),
            eq(uploads.purpose, 'chat'),
            eq(uploads.ownerKind, owner.kind),
            eq(uploads.ownerId, owner.id),
            isNull(uploads.attachedAt),
          ),
        )
        .returning({ publicId: uploads.publicId, url: uploads.url, type: uploads.type });
    },

    async findStaleUnattached(before: Date, limit = 200): Promise<UploadRow[]> {
      return db
        .select()
        .from(uploads)
        .where(and(isNull(uploads.attachedAt), lt(uploads.createdAt, before)))
        .limit(limit);
    },
  };
}
