import type { Image } from '@lumi/shared';
import type { Owner, UploadsService } from '../uploads/service';

/**
 * Makes a form's images the object's (api-contract §1.9): a file the object already uses stays; any other must be an
 * unattached upload of the acting principal. Returns the canonical image of each wanted one and the public ids newly
 * claimed, which the caller gives back (`unclaim`) if its write then fails.
 */
export async function claimImages(
  uploads: UploadsService,
  owner: Owner,
  wanted: Image[],
  current: Image[],
): Promise<{ pick: (image: Image) => Image; claimed: string[] }> {
  const owned = new Map(current.map((i) => [i.publicId, i]));
  const resolved = new Map<string, Image>();
  const claimed: string[] = [];
  try {
    for (const image of wanted) {
      if (resolved.has(image.publicId)) continue;
      const kept = owned.get(image.publicId);
      if (kept) {
        resolved.set(image.publicId, kept);
        continue;
      }
      resolved.set(image.publicId, await uploads.claim(image, owner, null));
      claimed.push(image.publicId);
    }
  } catch (error) {
    await uploads.unclaim(claimed);
    throw error;
  }
  return { pick: (image) => resolved.get(image.publicId) ?? image, claimed };
}

/** Deletes the files of `before` that `after` no longer shows (api-contract §1.9: clients never delete them). */
export async function releaseDropped(
  uploads: UploadsService,
  before: Image[],
  after: Image[],
): Promise<void> {
  const kept = new Set(after.map((i) => i.publicId));
  const dropped = new Map(before.filter((i) => !kept.has(i.publicId)).map((i) => [i.publicId, i]));
  for (const image of dropped.values()) await uploads.release(image);
}
