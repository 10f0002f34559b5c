import { CameraOutlined, CloseOutlined } from '@ant-design/icons';
import { useLayoutEffect, useRef } from 'react';
import type { Image } from '@lumi/shared';
import { UploadProgress } from '@/components/upload-progress';
import { useUploadQueue } from '@/hooks/use-upload-queue';
import { IMAGE_TYPES } from '@/lib/upload';
import styles from './reviews.module.css';

type ReviewImagesUploadProps = {
  value?: Image[];
  onChange?: (images: Image[]) => void;
  max: number;
  disabled?: boolean;
  /** Tells the form whether a file is still being sent. */
  onBusyChange?: (busy: boolean) => void;
};

/** The customer's pictures of a review: each file goes to `POST /uploads` (purpose `review`) at once. */
export function ReviewImagesUpload({
  value = [],
  onChange,
  max,
  disabled = false,
  onBusyChange,
}: ReviewImagesUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { pending, room, addFiles } = useUploadQueue({ value, onChange, max, purpose: 'review', as: 'user' });
  useLayoutEffect(() => {
    onBusyChange?.(pending.length > 0);
  }, [pending.length, onBusyChange]);

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
          data-testid="review-images-input"
        />
      </div>
      <div className={styles.hint}>
        {value.length}/{max} ảnh · JPG, PNG, WebP hoặc GIF, tối đa 5 MB
      </div>
    </div>
  );
}
