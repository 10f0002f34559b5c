import { avatarInitials } from '@lumi/shared';
import {
  AudioMutedOutlined,
  AudioOutlined,
  PhoneOutlined,
  SolutionOutlined,
  VideoCameraOutlined,
  EyeInvisibleOutlined,
} from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { CallView } from '../model/call-manager';
import { CallSideDrawer, type CallSide } from './call-side-drawer';
import styles from './call-window.module.css';

export type CallActions = {
  accept: () => void;
  reject: () => void;
  hangUp: () => void;
  toggleMic: () => void;
  toggleCamera: () => void;
  dismiss: () => void;
};

/** 'mm:ss' (or 'h:mm:ss') of a call's length. */
export function formatCallDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

function useElapsed(since: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (since === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [since]);
  return since === null ? 0 : now - since;
}

/** A <video>/<audio> showing a stream (srcObject cannot be set as an attribute). */
function Media({
  stream,
  kind,
  muted,
  className,
  label,
}: {
  stream: MediaStream | null;
  kind: 'video' | 'audio';
  muted?: boolean;
  className?: string;
  label: string;
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && element.srcObject !== stream) element.srcObject = stream;
  }, [stream]);
  if (kind === 'audio') return <audio ref={ref} autoPlay aria-label={label} />;
  return <video ref={ref} autoPlay playsInline muted={muted} className={className} aria-label={label} />;
}

function statusText(view: CallView, elapsed: number): string {
  switch (view.phase) {
    case 'preparing':
      return 'Đang mở camera và micro…';
    case 'calling':
      return 'Đang gọi…';
    case 'ringing':
      return view.withVideo ? 'Cuộc gọi video đến' : 'Cuộc gọi thoại đến';
    case 'connecting':
      return 'Đang kết nối…';
    case 'connected':
      return `Đã kết nối · ${formatCallDuration(elapsed)}`;
    case 'ended':
      return 'Cuộc gọi đã kết thúc';
  }
}

/**
 * The call on screen: the incoming-call card ('Trả lời' / 'Từ chối'), then the window — the other side's video
 * large, ours small and mirrored, the state and the length, micro and camera toggles, hang up.
 * `data-call-state` carries RTCPeerConnection.connectionState. With a `side` and a call placed from a booking, a
 * button opens the side's drawer for that booking (the doctor's 'Hồ sơ da'); closing it gives the controls back.
 */
export function CallWindow({
  view,
  actions,
  side,
}: {
  view: CallView;
  actions: CallActions;
  side?: CallSide | undefined;
}) {
  const elapsed = useElapsed(view.phase === 'connected' ? view.connectedAt : null);
  // null until first opened: the drawer (antd) is downloaded then, and stays mounted to reopen at once.
  const [sideOpen, setSideOpen] = useState<boolean | null>(null);
  const kindLabel = view.withVideo ? 'Cuộc gọi video' : 'Cuộc gọi thoại';

  if (view.phase === 'ringing') {
    return (
      <div
        className={styles.incoming}
        role="alertdialog"
        aria-label={`Cuộc gọi đến từ ${view.peer.title}`}
        data-call-state={view.connectionState}
      >
        {view.peer.avatar && (
          <img src={view.peer.avatar} alt="" className={styles.avatar} width={56} height={56} />
        )}
        <div className={styles.incomingText}>
          <strong>Cuộc gọi đến từ {view.peer.title}</strong>
          <span>{kindLabel}</span>
        </div>
        <div className={styles.incomingActions}>
          <button type="button" className={`${styles.round} ${styles.accept}`} onClick={actions.accept}>
            <PhoneOutlined aria-hidden="true" />
            <span>Trả lời</span>
          </button>
          <button type="button" className={`${styles.round} ${styles.hangUp}`} onClick={actions.reject}>
            <PhoneOutlined aria-hidden="true" className={styles.down} />
            <span>Từ chối</span>
          </button>
        </div>
      </div>
    );
  }

  const ended = view.phase === 'ended';
  const showVideo = view.withVideo && !ended;
  const sideBookingId = side ? view.bookingId : null;
  const sideButton = side && sideBookingId && (
    <button
      type="button"
      className={styles.round}
      onClick={() => setSideOpen(true)}
      aria-haspopup="dialog"
      aria-expanded={sideOpen === true}
    >
      <SolutionOutlined aria-hidden="true" />
      <span>{side.label}</span>
    </button>
  );
  return (
    <div className={styles.backdrop}>
      <div
        className={styles.window}
        role="dialog"
        aria-modal="true"
        aria-label={`${kindLabel} với ${view.peer.title}`}
        data-call-state={view.connectionState}
      >
        <div className={styles.stage}>
          {showVideo && view.remoteStream ? (
            <Media
              stream={view.remoteStream}
              kind="video"
              className={styles.remote}
              label={`Hình ảnh của ${view.peer.title}`}
            />
          ) : (
            <div className={styles.placeholder}>
              {view.peer.avatar ? (
                <img src={view.peer.avatar} alt="" className={styles.bigAvatar} width={96} height={96} />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {avatarInitials(view.peer.name)}
                </span>
              )}
            </div>
          )}
          {!view.withVideo && !ended && (
            <Media stream={view.remoteStream} kind="audio" label={`Tiếng của ${view.peer.title}`} />
          )}
          {showVideo && view.localStream && (
            <Media
              stream={view.localStream}
              kind="video"
              muted
              className={styles.local}
              label="Hình ảnh của bạn"
            />
          )}
          <div className={styles.caption}>
            <strong className={styles.peer}>{view.peer.title}</strong>
            <span role="status" className={styles.state}>
              {statusText(view, elapsed)}
            </span>
            {ended && view.endMessage && (
              <span role="alert" className={styles.reason}>
                {view.endMessage}
              </span>
            )}
          </div>
        </div>
        <div className={styles.controls}>
          {ended ? (
            <>
              {sideButton}
              <button type="button" className={styles.close} onClick={actions.dismiss}>
                Đóng
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className={`${styles.round} ${view.micOn ? '' : styles.off}`}
                onClick={actions.toggleMic}
                aria-pressed={!view.micOn}
                disabled={!view.localStream}
              >
                {view.micOn ? (
                  <AudioOutlined aria-hidden="true" />
                ) : (
                  <AudioMutedOutlined aria-hidden="true" />
                )}
                <span>{view.micOn ? 'Tắt micro' : 'Bật micro'}</span>
              </button>
              {view.withVideo && (
                <button
                  type="button"
                  className={`${styles.round} ${view.cameraOn ? '' : styles.off}`}
                  onClick={actions.toggleCamera}
                  aria-pressed={!view.cameraOn}
                  disabled={!view.localStream}
                >
                  {view.cameraOn ? (
                    <VideoCameraOutlined aria-hidden="true" />
                  ) : (
                    <EyeInvisibleOutlined aria-hidden="true" />
                  )}
                  <span>{view.cameraOn ? 'Tắt camera' : 'Bật camera'}</span>
                </button>
              )}
              {sideButton}
              <button type="button" className={`${styles.round} ${styles.hangUp}`} onClick={actions.hangUp}>
                <PhoneOutlined aria-hidden="true" className={styles.down} />
                <span>Kết thúc</span>
              </button>
            </>
          )}
        </div>
      </div>
      {side && sideBookingId && sideOpen !== null && (
        <CallSideDrawer open={sideOpen} title={side.label} onClose={() => setSideOpen(false)}>
          {side.render(sideBookingId)}
        </CallSideDrawer>
      )}
    </div>
  );
}
