import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { Image as AntImage } from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Image, UploadPurpose } from '@lumi/shared';
import { UploadProgress } from '@/components/upload-progress';
import { useUploadQueue } from '@/hooks/use-upload-queue';
import { IMAGE_TYPES } from '@/lib/upload';
import styles from './photo-tiles-upload.module.css';

export type PhotoTilesUploadProps = {
  value?: Image[];
  onChange?: (images: Image[]) => void;
  /** What the files are for (`POST /uploads`'s purpose). */
  purpose: Extract<UploadPurpose, 'review' | 'return' | 'diary'>;
  max: number;
  /** Each photo's name for screen readers: '<altPrefix> 1', '<altPrefix> 2'… */
  altPrefix: string;
  /** What the customer is asked to photograph, before the formats (optional). */
  advice?: string;
  /** A thumbnail opens the picture full size. */
  preview?: boolean;
  /**
   * The tiles show the picked file itself (a local object URL, let go when the photo is removed or the tiles
   * unmount), not the stored image's url: for files the server does not serve back (the skin diary's).
   */
  previewFromFile?: boolean;
  disabled?: boolean;
  /** Tells the form whether a file is still being sent. */
  onBusyChange?: (busy: boolean) => void;
  testId?: string;
};

/** Object URLs of picked files by the stored image's publicId; each is revoked when its photo goes or on unmount. */
function useFilePreviews(enabled: boolean) {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const latest = useRef(urls);
  useLayoutEffect(() => {
    latest.current = urls;
  }, [urls]);
  useEffect(() => {
    const owned = latest;
    return () => owned.current.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const canPreview = enabled && typeof URL.createObjectURL === 'function';
  const add = (image: Image, file: File) => {
    const url = URL.createObjectURL(file);
    setUrls((current) => new Map(current).set(image.publicId, url));
  };
  const remove = (publicId: string) => {
    const url = urls.get(publicId);
    if (url === undefined) return;
    URL.revokeObjectURL(url);
    setUrls((current) => {
      const next = new Map(current);
      next.delete(publicId);
      return next;
    });
  };
  return { urls, add: canPreview ? add : undefined, remove };
}

/**
 * The customer's photos of a review, a return or a skin diary day: each file goes to `POST /uploads` at once with
 * its own progress; a cross removes one; the dashed tile adds more while there is room.
 */
export function PhotoTilesUpload({
  value = [],
  onChange,
  purpose,
  max,
  altPrefix,
  advice,
  preview = false,
  previewFromFile = false,
  disabled = false,
  onBusyChange,
  testId,
}: PhotoTilesUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useFilePreviews(previewFromFile);
  const { pending, room, addFiles } = useUploadQueue({
    value,
    onChange,
    max,
    purpose,
    as: 'user',
    ...(previews.add ? { onUploaded: previews.add } : {}),
  });
  useLayoutEffect(() => {
    onBusyChange?.(pending.length > 0);
  }, [pending.length, onBusyChange]);

  const tiles = value.map((image, index) => {
    const src = previews.urls.get(image.publicId) ?? image.url;
    return (
      <div key={image.publicId} className={styles.tile}>
        {preview ? (
          <AntImage src={src} alt={`${altPrefix} ${index + 1}`} width={80} height={80} />
        ) : (
          <img src={src} alt={`${altPrefix} ${index + 1}`} />
        )}
        {!disabled && (
          <button
            type="button"
            className={styles.tileRemove}
            onClick={() => {
              previews.remove(image.publicId);
              onChange?.(value.filter((_image, i) => i !== index));
            }}
            aria-label={`Xóa ảnh ${index + 1}`}
          >
            <CloseOutlined />
          </button>
        )}
      </div>
    );
  });

  return (
    <div>
      <div className={styles.uploads}>
        {preview ? <AntImage.PreviewGroup>{tiles}</AntImage.PreviewGroup> : tiles}
        {pending.map((item) => (
          <div key={item.id} className={styles.tile}>
            <UploadProgress progress={item.progress} className={styles.tileProgress} />
          </div>
        ))}
        {room > 0 && (
          <button
            type="button"
            className={styles.addTile}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
          >
            <CameraOutlined aria-hidden="true" />
            Thêm ảnh
          </button>
        )}
        <input
          ref={inputRef}
          type="file"
          multiple
          // The tile above opens it; a class, not `hidden`, since layout rules may set its display.
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void addFiles(event)}
          disabled={disabled}
          data-testid={testId}
        />
      </div>
      <div className={styles.hint}>
        {value.length}/{max} ảnh · {advice ? `${advice} · ` : ''}JPG, PNG, WebP hoặc GIF, tối đa 5 MB
      </div>
    </div>
  );
}
