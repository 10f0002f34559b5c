import { useState } from 'react';
import { ERRORS } from '@lumi/shared';
import type { RealtimeKind } from './types';
import { resumeConnection, useConnectionState } from './hooks';
import styles from './reconnecting-notice.module.css';

export const RECONNECTING_TEXT = 'Đang kết nối lại…';
/** The replaced socket's notice (ADR 0031): the server's reason, and a way to take the place back. */
export const REPLACED_TEXT = ERRORS.TOO_MANY_CONNECTIONS.message;
export const RESUME_TEXT = 'Tiếp tục ở thẻ này';
export const LATER_TEXT = 'Để sau';
/** The inline (chat window) form: short, the layout's floating notice says why. */
export const PAUSED_TEXT = 'Thẻ này đang tạm dừng';

/**
 * 'Đang kết nối lại…' while that kind's socket is reconnecting (spec §9 back-off); when a newer tab or device of
 * the account took its place, why, with a button that connects this tab again and one that hides the notice (the tab
 * connects by itself when it is looked at again) — inline, only that it is paused and the first button; nothing
 * otherwise. Inline by
 * default (a chat window's header); `floating` pins it over the page's top edge (the layouts), so it never
 * moves the page. Plain CSS: the shop's first pages render without antd.
 */
export function ReconnectingNotice({ kind, floating = false }: { kind: RealtimeKind; floating?: boolean }) {
  const state = useConnectionState(kind);
  const [hidden, setHidden] = useState(false);
  // Hidden for this replacement only: the next one shows again.
  if (hidden && state !== 'replaced') setHidden(false);
  const place = floating ? `${styles.pill} ${styles.floating}` : styles.pill;
  if (state === 'replaced') {
    if (hidden) return null;
    if (!floating)
      return (
        <span role="status" className={`${place} ${styles.replaced}`} title={REPLACED_TEXT}>
          <span>{PAUSED_TEXT}</span>
          <button type="button" className={styles.resume} onClick={() => resumeConnection(kind)}>
            {RESUME_TEXT}
          </button>
        </span>
      );
    return (
      <span role="status" className={`${place} ${styles.replaced}`}>
        <span>{REPLACED_TEXT}</span>
        <span className={styles.actions}>
          <button type="button" className={styles.resume} onClick={() => resumeConnection(kind)}>
            {RESUME_TEXT}
          </button>
          <button type="button" className={styles.later} onClick={() => setHidden(true)}>
            {LATER_TEXT}
          </button>
        </span>
      </span>
    );
  }
  if (state !== 'reconnecting') return null;
  return (
    <span role="status" className={place}>
      <span className={styles.ring} aria-hidden="true" />
      {RECONNECTING_TEXT}
    </span>
  );
}
