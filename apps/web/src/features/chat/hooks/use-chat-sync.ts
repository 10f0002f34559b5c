import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import type { ServerEvents } from '@lumi/shared';
import type { AppDispatch, RootState } from '@/lib/store';
import { useSocketEvent } from '@/realtime';
import type { ChatKind } from '../api/chat-api';
import { applyConversationChange, applyIncomingMessage, applySeen } from '../api/chat-cache';
import { isConversationOnScreen } from '../utils/open-conversations';

/**
 * Several screens may ask for the sync of one kind at once (the menu badge and the inbox): the first mounted
 * one applies the events, so an incoming message counts once.
 */
const instances: Record<ChatKind, object[]> = { user: [], admin: [], doctor: [] };

/**
 * Keeps the chat caches of `as` live from the socket (api-contract §5.3): `chat:message` moves the
 * conversation to the top with its unread count and adds the message to the open history; `chat:seen` marks
 * one's own messages read; `chat:conversation` (assigned, closed, reopened) replaces the conversation. After
 * a reconnection the realtime provider refetches every chat list (tag 'Conversation').
 */
export function useChatSync(as: ChatKind, myId: string | null): void {
  const store = useStore<RootState>();
  const dispatch = store.dispatch as AppDispatch;
  const self = useRef<object>({});

  useEffect(() => {
    const me = self.current;
    instances[as].push(me);
    return () => {
      instances[as] = instances[as].filter((item) => item !== me);
    };
  }, [as]);

  const isLeader = () => instances[as][0] === self.current && myId !== null;

  useSocketEvent(as, 'chat:message', (payload: ServerEvents['chat:message']) => {
    if (!isLeader() || !myId) return;
    applyIncomingMessage(
      dispatch,
      store.getState,
      as,
      myId,
      payload,
      isConversationOnScreen(payload.conversation._id),
    );
  });
  useSocketEvent(as, 'chat:seen', (payload: ServerEvents['chat:seen']) => {
    if (!isLeader() || !myId || payload.readerId === myId) return;
    applySeen(dispatch, store.getState, as, myId, payload.conversationId);
  });
  useSocketEvent(as, 'chat:conversation', (payload: ServerEvents['chat:conversation']) => {
    if (!isLeader() || !myId) return;
    applyConversationChange(dispatch, store.getState, as, myId, payload.conversation);
  });
}
