import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Progress } from 'antd';
import { useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { avatarInitials, type Image, type UploadPurpose } from '@lumi/shared';
import { getErrorMessage } from '@/lib/errors';
import type { TokenKind } from '@/lib/storage';
import { IMAGE_TYPES, uploadFile } from '@/lib/upload';
import styles from './avatar-upload.module.css';

export type AvatarUploadProps = {
  /** The current image (antd Form control: `value` / `onChange`). */
  value?: Image | null;
  onChange?: (image: Image | null) => void;
  /** Which signed-in kind uploads (`POST /uploads?as=…`). */
  kind: TokenKind;
  purpose?: UploadPurpose;
  size?: number;
  /** Shown as the placeholder initial when there is no image. */
  name?: string;
  disabled?: boolean;
  /** Offers 'Xóa ảnh' when an image is set. */
  allowRemove?: boolean;
  /** Ring and button colours (defaults to the shop's pink). */
  tone?: 'shop' | 'clinic' | 'admin';
};

const TONES: Record<NonNullable<AvatarUploadProps['tone']>, CSSProperties> = {
  shop: {
    ['--avatar-ring-from' as string]: '#f9a8d4',
    ['--avatar-ring-to' as string]: '#c084fc',
    ['--avatar-action' as string]: '#db2777',
  },
  clinic: {
    ['--avatar-ring-from' as string]: '#7dd3fc',
    ['--avatar-ring-to' as string]: '#38bdf8',
    ['--avatar-action' as string]: '#0284c7',
  },
  admin: {
    ['--avatar-ring-from' as string]: '#a5b4fc',
    ['--avatar-ring-to' as string]: '#c4b5fd',
    ['--avatar-action' as string]: '#4f46e5',
  },
};

/** A round avatar with upload (progress shown while sending) — account, admin settings, doctor profile. */
export function AvatarUpload({
  value = null,
  onChange,
  kind,
  purpose = 'avatar',
  size = 112,
  name,
  disabled = false,
  allowRemove = false,
  tone = 'shop',
}: AvatarUploadProps) {
  const { message } = App.useApp();
  const inputRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const isUploading = progress !== null;

  const pick = () => inputRef.current?.click();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const result = await uploadFile(file, { purpose, as: kind, onProgress: setProgress });
      onChange?.({ url: result.url, publicId: result.publicId });
      void message.success('Tải ảnh lên thành công');
    } catch (error) {
      void message.error(getErrorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const initial = name?.trim() ? avatarInitials(name) : undefined;

  return (
    <div className={styles.root} style={TONES[tone]}>
      <div className={styles.frame}>
        <Avatar
          className={styles.avatar}
          size={size}
          src={value?.url}
          icon={value || initial ? undefined : <UserOutlined />}
          alt={name ? `Ảnh đại diện của ${name}` : 'Ảnh đại diện'}
        >
          {value ? null : initial}
        </Avatar>
        {isUploading && (
          <div className={styles.progress} aria-live="polite">
            <Progress type="circle" percent={progress} size={Math.round(size * 0.62)} />
          </div>
        )}
        <button
          type="button"
          className={styles.trigger}
          onClick={pick}
          disabled={disabled || isUploading}
          aria-label="Tải ảnh đại diện lên"
          title="Tải ảnh đại diện lên"
        >
          <CameraOutlined />
        </button>
        <input
          ref={inputRef}
          className={styles.input}
          // Inline: antd's form reset shows file inputs with a more specific selector.
          style={{ display: 'none' }}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={onFile}
          disabled={disabled || isUploading}
          data-testid="avatar-file-input"
        />
      </div>
      <span className={styles.hint}>JPG, PNG, WebP hoặc GIF, tối đa 5MB</span>
      {allowRemove && value && !isUploading && (
        <Button
          type="link"
          size="small"
          danger
          className={styles.remove}
          onClick={() => onChange?.(null)}
          disabled={disabled}
        >
          Xóa ảnh
        </Button>
      )}
    </div>
  );
}
