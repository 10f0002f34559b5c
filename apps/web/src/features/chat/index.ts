export { ChatInbox, INBOX_PARAMS } from './components/chat-inbox';
export { ChatLauncher } from './components/chat-launcher';
export { LazyChatLauncher } from './components/lazy-chat-launcher';
export { ChatUnreadBadge } from './components/chat-unread-badge';
export { ChatWithDoctorButton } from './components/chat-with-doctor-button';
export {
  ConversationView,
  type ConversationViewProps,
  type RenderRoutine,
} from './components/conversation-view';
export { chatWidget, type ChatTone } from './utils/chat-widget-store';
