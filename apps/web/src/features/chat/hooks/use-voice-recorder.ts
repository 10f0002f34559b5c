import { useCallback, useEffect, useRef, useState } from 'react';

/** What the browser says when recording cannot start (reference §6.4, in Lumi's words). */
export const VOICE_UNSUPPORTED = 'Thiết bị của bạn không hỗ trợ ghi âm';
export const VOICE_DENIED = 'Bạn chưa cho phép dùng micro';
/** A voice note is sent by itself after this long (the composer watches `seconds`). */
export const VOICE_MAX_SECONDS = 120;

/** The container the server accepts for voice notes (decision 29): WebM, else Ogg. */
const MIME_TYPES = ['audio/webm', 'audio/ogg'] as const;

export type VoiceNote = { file: File; durationSec: number };
export type RecorderState = 'idle' | 'recording';

function pickMimeType(): (typeof MIME_TYPES)[number] | null {
  if (typeof window === 'undefined' || typeof window.MediaRecorder === 'undefined') return null;
  if (!navigator.mediaDevices?.getUserMedia) return null;
  const supported = window.MediaRecorder.isTypeSupported;
  for (const type of MIME_TYPES) if (typeof supported !== 'function' || supported(type)) return type;
  return null;
}

/**
 * Records a voice note with MediaRecorder. `start()` asks for the microphone; an unsupported browser or a
 * refused permission gives `error` in Vietnamese. `stop()` resolves with the note (null when nothing was
 * recorded), `cancel()` throws it away.
 */
export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>('idle');
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const chunks = useRef<Blob[]>([]);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const finish = useRef<((note: VoiceNote | null) => void) | null>(null);
  const keep = useRef(true);

  const release = useCallback(() => {
    clearInterval(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
    setState('idle');
    setSeconds(0);
  }, []);

  useEffect(
    () => () => {
      keep.current = false;
      if (recorder.current && recorder.current.state !== 'inactive') recorder.current.stop();
      release();
    },
    [release],
  );

  const stop = useCallback((): Promise<VoiceNote | null> => {
    const current = recorder.current;
    if (!current || current.state === 'inactive') return Promise.resolve(null);
    keep.current = true;
    return new Promise((resolve) => {
      finish.current = resolve;
      current.stop();
    });
  }, []);

  const start = useCallback(async () => {
    setError(null);
    const mimeType = pickMimeType();
    if (!mimeType) {
      setError(VOICE_UNSUPPORTED);
      return;
    }
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (cause) {
      const name = (cause as { name?: string } | null)?.name;
      setError(name === 'NotAllowedError' || name === 'SecurityError' ? VOICE_DENIED : VOICE_UNSUPPORTED);
      return;
    }
    let next: MediaRecorder;
    try {
      next = new MediaRecorder(media, { mimeType });
    } catch {
      media.getTracks().forEach((track) => track.stop());
      setError(VOICE_UNSUPPORTED);
      return;
    }
    stream.current = media;
    recorder.current = next;
    chunks.current = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.current.push(event.data);
    };
    next.onstop = () => {
      const durationSec = Math.max(1, Math.round((Date.now() - startedAt.current) / 1000));
      const blob = new Blob(chunks.current, { type: mimeType });
      const extension = mimeType === 'audio/webm' ? 'webm' : 'ogg';
      const note =
        keep.current && blob.size > 0
          ? { file: new File([blob], `voice-message.${extension}`, { type: mimeType }), durationSec }
          : null;
      release();
      finish.current?.(note);
      finish.current = null;
    };
    startedAt.current = Date.now();
    next.start();
    setState('recording');
    timer.current = setInterval(() => {
      setSeconds(Math.round((Date.now() - startedAt.current) / 1000));
    }, 500);
  }, [release]);

  const cancel = useCallback(() => {
    keep.current = false;
    const current = recorder.current;
    if (current && current.state !== 'inactive') current.stop();
    else release();
  }, [release]);

  return { state, seconds, error, clearError: () => setError(null), start, stop, cancel };
}
