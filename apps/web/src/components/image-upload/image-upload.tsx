import { DeleteOutlined, EyeOutlined, PictureOutlined, SwapOutlined } from '@ant-design/icons';
import { App, Image as AntImage, Progress } from 'antd';
import { useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import type { Image, UploadPurpose } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import { IMAGE_TYPES, uploadFile } from '@/lib/upload';
import styles from './image-upload.module.css';

export const IMAGE_HINT = 'JPG, PNG, WebP hoặc GIF, tối đa 5MB';

export type ImageUploadProps = {
  /** antd Form control: `value` / `onChange`. */
  value?: Image | null;
  onChange?: (image: Image | null) => void;
  purpose: UploadPurpose;
  /** What the image is, for buttons and the alt text ('ảnh chính', 'logo', 'banner'). */
  label: string;
  width?: number;
  height?: number;
  /** Logos: show the whole image instead of filling the tile. */
  contain?: boolean;
  disabled?: boolean;
  allowRemove?: boolean;
  /** A small tile (e.g. a colour's image): an icon only, and no preview button. */
  compact?: boolean;
  /** Set by antd Form when the field has an error. */
  'aria-invalid'?: boolean;
  id?: string;
};

/** One image with upload progress (POST /uploads as the admin), preview, replace and remove. */
export function ImageUpload({
  value = null,
  onChange,
  purpose,
  label,
  width = 128,
  height = 128,
  contain = false,
  disabled = false,
  allowRemove = true,
  compact = false,
  id,
  ...rest
}: ImageUploadProps) {
  const { message } = App.useApp();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState(false);
  const uploading = progress !== null;
  const invalid = rest['aria-invalid'] === true;
  const size = {
    ['--tile-width' as string]: `${width}px`,
    ['--tile-height' as string]: `${height}px`,
  } as CSSProperties;

  const pick = () => inputRef.current?.click();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadFile(file, { purpose, as: 'admin', onProgress: setProgress });
      onChange?.({ url: result.url, publicId: result.publicId });
    } catch (error) {
      void message.error(getErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const input = (
    <input
      ref={inputRef}
      className={styles.input}
      style={{ display: 'none' }}
      type="file"
      accept={IMAGE_TYPES.join(',')}
      onChange={(event) => void onFile(event)}
      disabled={disabled || uploading}
      data-testid={`${purpose}-image-input`}
    />
  );

  if (!value || uploading) {
    return (
      <>
        <button
          type="button"
          id={id}
          className={`${styles.empty} ${compact ? styles.compact : ''} ${invalid ? styles.invalid : ''}`}
          style={size}
          onClick={pick}
          disabled={disabled || uploading}
          aria-label={`Tải ${label} lên`}
        >
          <PictureOutlined className={styles.emptyIcon} />
          {!compact && <span>Tải {label} lên</span>}
          {uploading && (
            <span className={styles.progress} aria-live="polite">
              <Progress percent={progress} size="small" showInfo={false} />
              {compact ? `${progress}%` : `Đang tải ${progress}%`}
            </span>
          )}
        </button>
        {input}
      </>
    );
  }

  return (
    <>
      <div
        className={`${styles.tile} ${contain ? styles.contain : ''} ${compact ? styles.compact : ''}`}
        style={size}
        id={id}
      >
        <img src={value.url} alt={label} />
        {!disabled && (
          <div className={styles.overlay}>
            {!compact && (
              <button
                type="button"
                className={styles.overlayButton}
                onClick={() => setPreview(true)}
                aria-label={`Xem ${label}`}
                title="Xem ảnh"
              >
                <EyeOutlined />
              </button>
            )}
            <button
              type="button"
              className={styles.overlayButton}
              onClick={pick}
              aria-label={`Đổi ${label}`}
              title="Đổi ảnh"
            >
              <SwapOutlined />
            </button>
            {allowRemove && (
              <button
                type="button"
                className={`${styles.overlayButton} ${styles.overlayDanger}`}
                onClick={() => onChange?.(null)}
                aria-label={`Xóa ${label}`}
                title="Xóa ảnh"
              >
                <DeleteOutlined />
              </button>
            )}
          </div>
        )}
        {input}
      </div>
      <AntImage
        style={{ display: 'none' }}
        src={value.url}
        alt={label}
        preview={{ open: preview, onOpenChange: (open) => setPreview(open) }}
      />
    </>
  );
}
