import type { Image } from '@lumi/shared';
import type { Db } from '../db/client';
import { importUploads } from '../modules/uploads/bulk-repository';
import type { FileStorage } from '../providers/storage';

/** Puts a drawn demo image in storage under `seed/<key>.webp` and records it as an attached upload. */
export async function storeImage(
  db: Db,
  storage: FileStorage,
  key: string,
  data: Buffer,
  purpose: 'clinic' | 'doctor',
  ownerKind: 'admin' | 'doctor',
  ownerId: string,
): Promise<Image> {
  const publicId = `seed/${key}`;
  const url = await storage.put(`${publicId}.webp`, data);
  await importUploads(db, [
    {
      publicId,
      url,
      type: 'image',
      purpose,
      ownerKind,
      ownerId,
      size: data.length,
      width: null,
      height: null,
      attachedAt: new Date(),
    },
  ]);
  return { url, publicId };
}
