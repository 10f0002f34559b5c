import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useChatMe } from '../hooks/use-chat-me';
import { useChatWidget } from '../utils/chat-widget-store';
import { ChatLauncherButton } from './chat-launcher-button';
import styles from './chat.module.css';

const ChatLauncher = lazy(() =>
  import('./chat-launcher').then((module) => ({ default: module.ChatLauncher })),
);

/**
 * The customer's chat button without the chat code on the first render: a visitor gets the plain button, and the
 * launcher (live unread count, socket sync, panel) is fetched once a customer is signed in or the widget is opened
 * (the button, or a 'chat with the doctor' button elsewhere). It stays loaded afterwards.
 */
export function LazyChatLauncher(props: ComponentProps<typeof ChatLauncher>) {
  const myId = useChatMe('user');
  const { isOpen } = useChatWidget();
  const [isWanted, setWanted] = useState(myId !== null || isOpen);
  if (!isWanted && (myId !== null || isOpen)) setWanted(true);

  const standIn = (
    <div className={styles[props.tone]}>
      <ChatLauncherButton unread={0} isOpen={isOpen} />
    </div>
  );
  if (!isWanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <ChatLauncher {...props} />
    </Suspense>
  );
}
