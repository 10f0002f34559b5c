import { lazy, Suspense, useEffect } from 'react';
import type { RenderRoutine } from './conversation-view';
import { useChatMe } from '../hooks/use-chat-me';
import { useChatSync } from '../hooks/use-chat-sync';
import { useUnreadTotal } from '../hooks/use-unread-total';
import { chatWidget, useChatWidget, type ChatTone } from '../utils/chat-widget-store';
import styles from './chat.module.css';

// The panel (antd) is fetched when first opened: the shop's first pages stay free of antd.
const ChatPanel = lazy(() => import('./chat-panel'));

type ChatLauncherProps = {
  /** Pink on the shop, sky on the booking pages. */
  tone: ChatTone;
  /** Opens the site's sign-in (the auth page on the shop, the auth modal on the booking pages). */
  onSignIn: () => void;
  /** The card of a routine a doctor recommended in a message. */
  renderRoutine?: RenderRoutine;
};

/**
 * The customer's floating chat button (bottom right, above the 'back to top' button and the sticky bars of a
 * phone) with the unread badge; it opens the chat panel. Plain React and CSS.
 */
export function ChatLauncher({ tone, onSignIn, renderRoutine }: ChatLauncherProps) {
  const myId = useChatMe('user');
  useChatSync('user', myId);
  const unread = useUnreadTotal('user', myId);
  const { isOpen } = useChatWidget();

  // Signing out (or in as someone else) starts the widget afresh.
  useEffect(() => {
    if (!myId) chatWidget.reset();
  }, [myId]);

  return (
    <div className={styles[tone]}>
      <button
        type="button"
        className={styles.launcher}
        aria-label={unread > 0 ? `Trò chuyện, ${unread} tin nhắn chưa đọc` : 'Trò chuyện'}
        aria-expanded={isOpen}
        aria-haspopup="dialog"
        onClick={chatWidget.toggle}
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.7A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
          <path d="M8.5 12h.01M12 12h.01M15.5 12h.01" strokeLinecap="round" strokeWidth="2.6" />
        </svg>
        {unread > 0 && <span className={styles.launcherBadge}>{unread > 99 ? '99+' : unread}</span>}
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <ChatPanel tone={tone} myId={myId} onSignIn={onSignIn} renderRoutine={renderRoutine} />
        </Suspense>
      )}
    </div>
  );
}
