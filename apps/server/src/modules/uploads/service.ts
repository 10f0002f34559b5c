import { randomUUID } from 'node:crypto';
import type { OutputInfo } from 'sharp';
import { loadSharp } from '../../lib/sharp';
import type { Image, PrincipalKind, UploadPurpose, UploadResult } from '@lumi/shared';
import { IMAGE_MAX_PIXELS, UPLOAD_MAX_BYTES } from '@lumi/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FileStorage } from '../../providers/storage';
import { detectAudio } from './audio';
import { uploadsRepository, type UploadRow } from './repository';
import { removeImageVariants } from './variants';

export type Owner = { kind: PrincipalKind; id: string };

/** Formats accepted by content (decision 29); whatever the file name or declared type says. */
const IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE: Record<UploadPurpose, number> = {
  avatar: 512,
  product: 1600,
  review: 1600,
  promotion: 1920,
  clinic: 1920,
  doctor: 800,
  chat: 1600,
  return: 1600,
  diary: 1600,
};

export type UploadsService = ReturnType<typeof createUploadsService>;

/** Voice notes belong to conversations; everywhere else an upload must be an image. */
const AUDIO_PURPOSES = new Set<UploadPurpose>(['chat']);

export function createUploadsService(deps: { db: Db; storage: FileStorage; clock: Clock }) {
  const repo = () => uploadsRepository(deps.db);
  /** The storage key of a stored upload (images are .webp, voice notes keep their own extension). */
  const keyOf = (row: UploadRow) =>
    row.url.startsWith(`${deps.storage.urlPrefix}/`)
      ? row.url.slice(deps.storage.urlPrefix.length + 1)
      : `${row.publicId}.webp`;
  /** Deletes a stored file and, for a picture, the sized variants made from it. */
  async function removeFiles(row: UploadRow): Promise<void> {
    await deps.storage.remove(keyOf(row));
    if (row.type === 'image') await removeImageVariants(deps.storage, row.publicId);
  }

  /** A voice note (decision 29): checked by content, stored as sent. */
  async function storeAudio(
    data: Buffer,
    extension: string,
    purpose: UploadPurpose,
    owner: Owner,
  ): Promise<UploadResult> {
    const publicId = `${purpose}/${randomUUID()}`;
    const url = await deps.storage.put(`${publicId}.${extension}`, data);
    await repo().insert({
      publicId,
      url,
      type: 'audio',
      purpose,
      ownerKind: owner.kind,
      ownerId: owner.id,
      size: data.length,
      width: null,
      height: null,
    });
    return { url, publicId, type: 'audio', size: data.length };
  }

  return {
    /**
     * Checks the bytes: an image is re-encoded to WebP (metadata stripped), a voice note (chat only) is kept as
     * sent; stores the file and records its owner.
     */
    async store(data: Buffer, purpose: UploadPurpose, owner: Owner): Promise<UploadResult> {
      if (data.length > UPLOAD_MAX_BYTES) throw new AppError('FILE_TOO_LARGE');
      const audio = detectAudio(data);
      if (audio) {
        if (!AUDIO_PURPOSES.has(purpose)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
        return storeAudio(data, audio.extension, purpose, owner);
      }
      let format: string | undefined;
      let pages = 1;
      let pixels = 0;
      const sharp = await loadSharp();
      try {
        // The header only: a decompression bomb is refused before anything is decoded.
        const meta = await sharp(data).metadata();
        format = meta.format;
        pages = meta.pages ?? 1;
        pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * Math.max(1, pages);
      } catch {
        throw new AppError('FILE_TYPE_NOT_ALLOWED');
      }
      if (!format || !IMAGE_FORMATS.has(format)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      if (pixels > IMAGE_MAX_PIXELS) throw new AppError('IMAGE_TOO_LARGE');
      let output: { data: Buffer; info: OutputInfo };
      try {
        const side = MAX_SIDE[purpose];
        output = await sharp(data, { animated: pages > 1, limitInputPixels: IMAGE_MAX_PIXELS })
          .rotate()
          .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer({ resolveWithObject: true });
      } catch {
        // The header looked like an image but the body is not decodable.
        throw new AppError('FILE_TYPE_NOT_ALLOWED');
      }
      const publicId = `${purpose}/${randomUUID()}`;
      const url = await deps.storage.put(`${publicId}.webp`, output.data);
      await repo().insert({
        publicId,
        url,
        type: 'image',
        purpose,
        ownerKind: owner.kind,
        ownerId: owner.id,
        size: output.data.length,
        width: output.info.width,
        height: output.info.height ?? null,
      });
      return {
        url,
        publicId,
        type: 'image',
        width: output.info.width,
        height: output.info.height,
        size: output.data.length,
      };
    },

    /**
     * Validates an image a client places in a saved object (api-contract §1.9): it must exist and have been
     * uploaded by the acting principal, unless it already belongs to the object. Returns the canonical Image.
     */
    async claim(image: Image, owner: Owner, current: Image | null | undefined): Promise<Image> {
      if (current && current.publicId === image.publicId) return current;
      const row = await repo().findByPublicId(image.publicId);
      // Only an image may stand where an Image is expected (a voice note is not a picture).
      if (
        !row ||
        row.type !== 'image' ||
        row.ownerKind !== owner.kind ||
        row.ownerId !== owner.id ||
        row.attachedAt !== null
      ) {
        throw new AppError('UPLOAD_INVALID');
      }
      await repo().markAttached(image.publicId, deps.clock.now());
      return { url: row.url, publicId: row.publicId };
    },

    /** Gives claimed files back to their uploader when the write that claimed them failed. */
    async unclaim(publicIds: string[]): Promise<void> {
      await repo().markDetached(publicIds);
    },

    /** Deletes a file a saved object no longer refers to. */
    async release(image: Image | null | undefined): Promise<void> {
      if (!image) return;
      const row = await repo().findByPublicId(image.publicId);
      if (!row) return;
      await repo().remove(image.publicId);
      await removeFiles(row);
    },

    /** The uploader deletes a file that nothing uses yet. */
    async deleteOwn(publicId: string, owner: Owner): Promise<void> {
      const row = await repo().findByPublicId(publicId);
      if (!row || row.ownerKind !== owner.kind || row.ownerId !== owner.id)
        throw new AppError('UPLOAD_NOT_FOUND');
      if (row.attachedAt !== null) throw new AppError('UPLOAD_IN_USE');
      await repo().remove(publicId);
      await removeFiles(row);
    },

    /** Removes uploads attached to nothing within 24 hours. */
    async sweepStale(): Promise<number> {
      const before = new Date(deps.clock.now().getTime() - 24 * 3600 * 1000);
      const stale = await repo().findStaleUnattached(before);
      for (const row of stale) {
        await repo().remove(row.publicId);
        await removeFiles(row);
      }
      return stale.length;
    },
  };
}
