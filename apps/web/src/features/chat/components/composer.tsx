import { AudioOutlined, CloseOutlined, PictureOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input, Progress, Tooltip } from 'antd';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CHAT_ATTACHMENTS_MAX, CHAT_CONTENT_MAX, type Attachment, type Image } from '@lumi/shared';
import { UploadProgress } from '@/components/upload-progress';
import { useUploadQueue } from '@/hooks/use-upload-queue';
import { getErrorMessage } from '@/lib/errors';
import { IMAGE_TYPES, uploadFile } from '@/lib/upload';
import type { ChatKind } from '../api/chat-api';
import { useVoiceRecorder, VOICE_MAX_SECONDS } from '../hooks/use-voice-recorder';
import styles from './chat.module.css';

/** The counter shows once the text comes this close to the limit. */
const COUNTER_FROM = CHAT_CONTENT_MAX - 200;
const VOICE_TYPES = ['audio/webm', 'audio/ogg'] as const;

type ComposerProps = {
  as: ChatKind;
  disabled?: boolean;
  disabledReason?: string;
  onSend: (content: string, attachments: Attachment[]) => void;
  onTyping?: () => void;
  onStopTyping?: () => void;
};

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The input: 'Nhập tin nhắn…' (Enter sends, Shift+Enter breaks the line, 2000 characters with a counter near
 * the end), up to 5 pictures uploaded at once with their progress and previewed before sending, and voice
 * notes recorded with MediaRecorder and sent when stopped.
 */
export function Composer({
  as,
  disabled = false,
  disabledReason,
  onSend,
  onTyping,
  onStopTyping,
}: ComposerProps) {
  const [text, setText] = useState('');
  const [images, setImages] = useState<Image[]>([]);
  const [voiceProgress, setVoiceProgress] = useState<number | null>(null);
  const [voiceError, setVoiceError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const queue = useUploadQueue({
    value: images,
    onChange: setImages,
    max: CHAT_ATTACHMENTS_MAX,
    purpose: 'chat',
    as,
  });
  const recorder = useVoiceRecorder();

  const isUploading = queue.pending.length > 0 || voiceProgress !== null;
  const canSend = !disabled && !isUploading && (text.trim().length > 0 || images.length > 0);

  const submit = () => {
    if (!canSend) return;
    onSend(
      text.trim(),
      images.map((image) => ({ url: image.url, publicId: image.publicId, type: 'image' as const })),
    );
    setText('');
    setImages([]);
    onStopTyping?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const sendVoice = async () => {
    const note = await recorder.stop();
    if (!note) return;
    setVoiceError(null);
    setVoiceProgress(0);
    try {
      const stored = await uploadFile(note.file, {
        purpose: 'chat',
        as,
        accept: VOICE_TYPES,
        onProgress: setVoiceProgress,
      });
      onSend('', [
        { url: stored.url, publicId: stored.publicId, type: 'audio', durationSec: note.durationSec },
      ]);
    } catch (error) {
      setVoiceError(getErrorMessage(error));
    } finally {
      setVoiceProgress(null);
    }
  };
  const sendVoiceRef = useRef(sendVoice);
  useEffect(() => {
    sendVoiceRef.current = sendVoice;
  });

  // A long note is sent by itself at the limit.
  useEffect(() => {
    if (recorder.state === 'recording' && recorder.seconds >= VOICE_MAX_SECONDS) void sendVoiceRef.current();
  }, [recorder.state, recorder.seconds]);

  const length = text.length;
  const voiceMessage = recorder.error ?? voiceError;

  return (
    <div className={styles.composer}>
      {disabled && disabledReason && <div className={styles.voiceError}>{disabledReason}</div>}
      {(images.length > 0 || queue.pending.length > 0) && (
        <div className={styles.tray} aria-label="Ảnh sẽ gửi">
          {images.map((image, index) => (
            <div key={image.publicId} className={styles.thumb}>
              <img src={image.url} alt={`Ảnh đính kèm ${index + 1}`} />
              <button
                type="button"
                className={styles.thumbRemove}
                aria-label={`Bỏ ảnh ${index + 1}`}
                onClick={() => setImages((current) => current.filter((i) => i.publicId !== image.publicId))}
              >
                <CloseOutlined />
              </button>
            </div>
          ))}
          {queue.pending.map((item) => (
            <div key={item.id} className={styles.thumb}>
              <UploadProgress progress={item.progress} />
            </div>
          ))}
        </div>
      )}
      {voiceMessage && (
        <div className={styles.voiceError} role="alert">
          {voiceMessage}
        </div>
      )}
      {voiceProgress !== null && (
        <div aria-live="polite">
          <Progress percent={voiceProgress} size="small" /> Đang gửi tin nhắn thoại…
        </div>
      )}
      {recorder.state === 'recording' ? (
        <div className={styles.recording} role="status">
          <span className={styles.recDot} aria-hidden="true" />
          <span>Đang ghi âm {clock(recorder.seconds)}</span>
          <span style={{ flex: 1 }} />
          <Button size="small" onClick={recorder.cancel}>
            Hủy
          </Button>
          <Button size="small" type="primary" icon={<SendOutlined />} onClick={() => void sendVoice()}>
            Gửi
          </Button>
        </div>
      ) : (
        <div className={styles.composerRow}>
          <input
            ref={fileInput}
            className={styles.hiddenInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            data-testid="chat-image-input"
            onChange={(event) => void queue.addFiles(event)}
          />
          <Tooltip title={`Gửi ảnh (tối đa ${CHAT_ATTACHMENTS_MAX})`}>
            <Button
              type="text"
              icon={<PictureOutlined />}
              aria-label="Đính kèm ảnh"
              disabled={disabled || queue.room <= 0}
              onClick={() => fileInput.current?.click()}
            />
          </Tooltip>
          <Tooltip title="Ghi âm tin nhắn thoại">
            <Button
              type="text"
              icon={<AudioOutlined />}
              aria-label="Ghi âm"
              disabled={disabled || voiceProgress !== null}
              onClick={() => {
                setVoiceError(null);
                void recorder.start();
              }}
            />
          </Tooltip>
          <Input.TextArea
            value={text}
            placeholder="Nhập tin nhắn…"
            aria-label="Nhập tin nhắn"
            autoSize={{ minRows: 1, maxRows: 5 }}
            maxLength={CHAT_CONTENT_MAX}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value);
              if (event.target.value) onTyping?.();
            }}
            onKeyDown={onKeyDown}
          />
          <Button
            type="primary"
            icon={<SendOutlined />}
            aria-label="Gửi"
            disabled={!canSend}
            onClick={submit}
          />
        </div>
      )}
      {length >= COUNTER_FROM && (
        <span className={`${styles.counter} ${length >= CHAT_CONTENT_MAX ? styles.counterNear : ''}`}>
          {length}/{CHAT_CONTENT_MAX}
        </span>
      )}
    </div>
  );
}
