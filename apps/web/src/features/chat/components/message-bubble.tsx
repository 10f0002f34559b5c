import { Image } from 'antd';
import type { ReactNode } from 'react';
import type { Attachment } from '@lumi/shared';
import { formatMessageTime } from '../utils/chat-format';
import styles from './chat.module.css';

export type BubbleProps = {
  content: string;
  attachments: Attachment[];
  createdAt: string;
  isMine: boolean;
  /** 'Đã xem' / 'Đã gửi' under one's own last message. */
  receipt?: string | null;
  state?: 'sending' | 'failed';
  error?: string;
  onRetry?: () => void;
  routine?: ReactNode;
};

/** One message: text, pictures (open in a preview), voice notes (a player), time and receipt. */
export function MessageBubble({
  content,
  attachments,
  createdAt,
  isMine,
  receipt,
  state,
  error,
  onRetry,
  routine,
}: BubbleProps) {
  const images = attachments.filter((a) => a.type === 'image');
  const voices = attachments.filter((a) => a.type === 'audio');
  const rowClass = [
    styles.row,
    isMine ? styles.rowMine : '',
    state === 'sending' ? styles.pending : '',
    state === 'failed' ? styles.failed : '',
  ].join(' ');
  return (
    <div className={rowClass} data-testid="chat-message">
      {content && <div className={styles.bubble}>{content}</div>}
      {images.length > 0 && (
        <div className={styles.images}>
          <Image.PreviewGroup>
            {images.map((image, index) => (
              <Image
                key={image.publicId}
                src={image.url}
                alt={`Hình ảnh ${index + 1}`}
                width="100%"
                preview={{ mask: 'Xem' }}
              />
            ))}
          </Image.PreviewGroup>
        </div>
      )}
      {voices.map((voice) => (
        <audio
          key={voice.publicId}
          className={styles.audio}
          controls
          preload="metadata"
          src={voice.url}
          aria-label="Tin nhắn thoại"
        />
      ))}
      {routine && <div className={styles.routine}>{routine}</div>}
      <span className={styles.meta}>
        {state === 'failed' ? (
          <>
            <span className={styles.failedText}>{error ?? 'Không gửi được tin nhắn'}</span>
            {onRetry && (
              <button type="button" className={styles.retry} onClick={onRetry}>
                Gửi lại
              </button>
            )}
          </>
        ) : state === 'sending' ? (
          'Đang gửi…'
        ) : (
          <>
            <time dateTime={createdAt}>{formatMessageTime(createdAt)}</time>
            {receipt && <span>· {receipt}</span>}
          </>
        )}
      </span>
    </div>
  );
}
