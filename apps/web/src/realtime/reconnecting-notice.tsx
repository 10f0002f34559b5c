import { ERRORS } from '@lumi/shared';
import type { RealtimeKind } from './types';
import { resumeConnection, useConnectionState } from './hooks';
import styles from './reconnecting-notice.module.css';

export const RECONNECTING_TEXT = 'Đang kết nối lại…';
/** The replaced socket's notice (ADR 0031): the server's reason, and a way to take the place back. */
export const REPLACED_TEXT = ERRORS.TOO_MANY_CONNECTIONS.message;
export const RESUME_TEXT = 'Tiếp tục ở thẻ này';

/**
 * 'Đang kết nối lại…' while that kind's socket is reconnecting (spec §9 back-off); when a newer tab or device of
 * the account took its place, why, with a button that connects this tab again; nothing otherwise. Inline by
 * default (a chat window's header); `floating` pins it over the page's top edge (the layouts), so it never
 * moves the page. Plain CSS: the shop's first pages render without antd.
 */
export function ReconnectingNotice({ kind, floating = false }: { kind: RealtimeKind; floating?: boolean }) {
  const state = useConnectionState(kind);
  const place = floating ? `${styles.pill} ${styles.floating}` : styles.pill;
  if (state === 'replaced')
    return (
      <span role="status" className={`${place} ${styles.replaced}`}>
        <span>{REPLACED_TEXT}</span>
        <button type="button" className={styles.resume} onClick={() => resumeConnection(kind)}>
          {RESUME_TEXT}
        </button>
      </span>
    );
  if (state !== 'reconnecting') return null;
  return (
    <span role="status" className={place}>
      <span className={styles.ring} aria-hidden="true" />
      {RECONNECTING_TEXT}
    </span>
  );
}
