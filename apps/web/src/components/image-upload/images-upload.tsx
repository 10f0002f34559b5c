import { DeleteOutlined, EyeOutlined, HolderOutlined, PlusOutlined } from '@ant-design/icons';
import { Image as AntImage } from 'antd';
import { useRef, useState, type CSSProperties, type DragEvent } from 'react';
import type { Image, UploadPurpose } from '@lumi/shared';
import { UploadProgress } from '@/components/upload-progress';
import { useUploadQueue } from '@/hooks/use-upload-queue';
import { IMAGE_TYPES } from '@/lib/upload';
import { moveItem } from '@/lib/reorder';
import { IMAGE_HINT } from './image-upload';
import styles from './image-upload.module.css';

export type ImagesUploadProps = {
  value?: Image[];
  onChange?: (images: Image[]) => void;
  purpose: UploadPurpose;
  max: number;
  size?: number;
  disabled?: boolean;
};

/**
 * Several images (e.g. a product's 8 extra images): pick one or more files, each uploads with its
 * own progress; drag a tile to change the order; remove one.
 */
export function ImagesUpload({
  value = [],
  onChange,
  purpose,
  max,
  size = 104,
  disabled = false,
}: ImagesUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { pending, room, addFiles } = useUploadQueue({ value, onChange, max, purpose, as: 'admin' });
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [overIndex, setOverIndex] = useState<number | null>(null);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);

  const tileSize = {
    ['--tile-width' as string]: `${size}px`,
    ['--tile-height' as string]: `${size}px`,
  } as CSSProperties;

  const remove = (index: number) => onChange?.(value.filter((_image, i) => i !== index));

  const onDragStart = (index: number) => (event: DragEvent) => {
    setDragIndex(index);
    event.dataTransfer.effectAllowed = 'move';
    event.dataTransfer.setData('text/plain', String(index));
  };
  const onDragOver = (index: number) => (event: DragEvent) => {
    if (dragIndex === null) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    if (overIndex !== index) setOverIndex(index);
  };
  const onDrop = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragIndex !== null && dragIndex !== index) onChange?.(moveItem(value, dragIndex, index));
    setDragIndex(null);
    setOverIndex(null);
  };
  const onDragEnd = () => {
    setDragIndex(null);
    setOverIndex(null);
  };

  return (
    <div>
      <div className={styles.grid}>
        {value.map((image, index) => (
          <div
            key={image.publicId}
            className={[
              styles.tile,
              disabled ? '' : styles.draggable,
              dragIndex === index ? styles.dragging : '',
              overIndex === index && dragIndex !== index ? styles.dropTarget : '',
            ].join(' ')}
            style={tileSize}
            draggable={!disabled}
            onDragStart={onDragStart(index)}
            onDragOver={onDragOver(index)}
            onDrop={onDrop(index)}
            onDragEnd={onDragEnd}
            data-testid="images-upload-tile"
          >
            <img src={image.url} alt={`Ảnh phụ ${index + 1}`} draggable={false} />
            <span className={styles.badge}>{index + 1}</span>
            {!disabled && (
              <div className={styles.overlay}>
                <span className={styles.overlayButton} title="Kéo để đổi thứ tự" aria-hidden>
                  <HolderOutlined />
                </span>
                <button
                  type="button"
                  className={styles.overlayButton}
                  onClick={() => setPreviewIndex(index)}
                  aria-label={`Xem ảnh phụ ${index + 1}`}
                  title="Xem ảnh"
                >
                  <EyeOutlined />
                </button>
                <button
                  type="button"
                  className={`${styles.overlayButton} ${styles.overlayDanger}`}
                  onClick={() => remove(index)}
                  aria-label={`Xóa ảnh phụ ${index + 1}`}
                  title="Xóa ảnh"
                >
                  <DeleteOutlined />
                </button>
              </div>
            )}
          </div>
        ))}
        {pending.map((item) => (
          <div key={item.id} className={styles.tile} style={tileSize}>
            <UploadProgress progress={item.progress} className={styles.progress} />
          </div>
        ))}
        {room > 0 && (
          <button
            type="button"
            className={styles.empty}
            style={tileSize}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
            aria-label="Thêm ảnh phụ"
          >
            <PlusOutlined className={styles.emptyIcon} />
            <span>Thêm ảnh</span>
          </button>
        )}
        <input
          ref={inputRef}
          className={styles.input}
          style={{ display: 'none' }}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void addFiles(event)}
          disabled={disabled}
          data-testid={`${purpose}-images-input`}
        />
      </div>
      <div className={styles.hint}>
        {value.length}/{max} ảnh · {IMAGE_HINT} · Kéo thả để sắp xếp
      </div>
      {previewIndex !== null && value[previewIndex] && (
        <AntImage
          style={{ display: 'none' }}
          src={value[previewIndex].url}
          alt={`Ảnh phụ ${previewIndex + 1}`}
          preview={{ open: true, onOpenChange: (open) => !open && setPreviewIndex(null) }}
        />
      )}
    </div>
  );
}
