import { lazy, Suspense, useEffect, useRef } from 'react';
import { ChatLauncherButton } from './chat-launcher-button';
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

  // Signing out (or in as someone else) starts the widget afresh. Not on mounting: the lazy launcher mounts this
  // one when a visitor opens the widget, which must stay open (on the sign-in prompt).
  const previousId = useRef(myId);
  useEffect(() => {
    if (previousId.current !== myId && !myId) chatWidget.reset();
    previousId.current = myId;
  }, [myId]);

  return (
    <div className={styles[tone]}>
      <ChatLauncherButton unread={unread} isOpen={isOpen} />
      {isOpen && (
        <Suspense fallback={null}>
          <ChatPanel tone={tone} myId={myId} onSignIn={onSignIn} renderRoutine={renderRoutine} />
        </Suspense>
      )}
    </div>
  );
}
