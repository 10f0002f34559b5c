import { App } from 'antd';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Image } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { uploadFile, type UploadOptions } from '@/lib/upload';

/** A file on its way to `POST /uploads`. */
export type PendingUpload = { id: number; name: string; progress: number };

type UploadQueueOptions = {
  value: Image[];
  onChange: ((images: Image[]) => void) | undefined;
  max: number;
  purpose: UploadOptions['purpose'];
  as: UploadOptions['as'];
  /** Each stored image with the file it came from, just before it joins the list (a local preview, say). */
  onUploaded?: (image: Image, file: File) => void;
};

let pendingCounter = 0;

/**
 * Several images picked at once: each file uploads on its own with its progress, and joins the list
 * when done. Files past `max` are left out with a warning; a refused file says why.
 */
export function useUploadQueue({ value, onChange, max, purpose, as, onUploaded }: UploadQueueOptions): {
  pending: PendingUpload[];
  /** How many more images may be picked. */
  room: number;
  /** The file input's change handler. */
  addFiles: (event: ChangeEvent<HTMLInputElement>) => Promise<void>;
} {
  const { message } = App.useApp();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  // Uploads finish one by one; each adds to the latest list, not the one seen when it started.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);

  const room = max - value.length - pending.length;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (files.length > room) void message.warning(`Chỉ có thể thêm tối đa ${max} ảnh`);
    await Promise.all(
      files.slice(0, Math.max(0, room)).map(async (file) => {
        pendingCounter += 1;
        const id = pendingCounter;
        setPending((current) => [...current, { id, name: file.name, progress: 0 }]);
        try {
          const result = await uploadFile(file, {
            purpose,
            as,
            onProgress: (progress) =>
              setPending((current) => current.map((p) => (p.id === id ? { ...p, progress } : p))),
          });
          const image: Image = { url: result.url, publicId: result.publicId };
          onUploaded?.(image, file);
          const next = [...latest.current, image];
          latest.current = next;
          onChange?.(next);
        } catch (error) {
          void message.error(`${file.name}: ${getErrorMessage(error)}`);
        } finally {
          setPending((current) => current.filter((p) => p.id !== id));
        }
      }),
    );
  };

  return { pending, room, addFiles };
}
