import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { App, Progress } from 'antd';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import type { Image } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { IMAGE_TYPES, uploadFile } from '@/lib/upload';
import styles from './reviews.module.css';

type ReviewImagesUploadProps = {
  value?: Image[];
  onChange?: (images: Image[]) => void;
  max: number;
  disabled?: boolean;
  /** Tells the form whether a file is still being sent. */
  onBusyChange?: (busy: boolean) => void;
};

type Pending = { id: number; name: string; progress: number };

let pendingCounter = 0;

/** The customer's pictures of a review: each file goes to `POST /uploads` (purpose `review`) at once. */
export function ReviewImagesUpload({
  value = [],
  onChange,
  max,
  disabled = false,
  onBusyChange,
}: ReviewImagesUploadProps) {
  const { message } = App.useApp();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  // Uploads finish one by one; each adds to the latest list, not the one seen when it started.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  useLayoutEffect(() => {
    onBusyChange?.(pending.length > 0);
  }, [pending.length, onBusyChange]);

  const room = max - value.length - pending.length;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
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
            purpose: 'review',
            as: 'user',
            onProgress: (progress) =>
              setPending((current) => current.map((p) => (p.id === id ? { ...p, progress } : p))),
          });
          const next = [...latest.current, { url: result.url, publicId: result.publicId }];
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

  return (
    <div>
      <div className={styles.uploads}>
        {value.map((image, index) => (
          <div key={image.publicId} className={styles.tile}>
            <img src={image.url} alt={`Ảnh đánh giá ${index + 1}`} />
            {!disabled && (
              <button
                type="button"
                className={styles.tileRemove}
                onClick={() => onChange?.(value.filter((_image, i) => i !== index))}
                aria-label={`Xóa ảnh ${index + 1}`}
              >
                <CloseOutlined />
              </button>
            )}
          </div>
        ))}
        {pending.map((item) => (
          <div key={item.id} className={styles.tile}>
            <span className={styles.tileProgress} aria-live="polite">
              <Progress percent={item.progress} size="small" showInfo={false} />
              Đang tải {item.progress}%
            </span>
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
          onChange={(event) => void onFiles(event)}
          disabled={disabled}
          data-testid="review-images-input"
        />
      </div>
      <div className={styles.hint}>
        {value.length}/{max} ảnh · JPG, PNG, WebP hoặc GIF, tối đa 5 MB
      </div>
    </div>
  );
}
