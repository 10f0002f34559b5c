import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_TYPING_LAPSE_MS } from '@lumi/shared';
import { emitWithAck, useSocketEvent } from '@/realtime';
import type { ChatKind } from '../api/chat-api';

/** A typing signal is renewed at most this often while keys are pressed, and stopped after this much quiet. */
const RENEW_MS = 3000;
const QUIET_MS = 2500;

/**
 * Typing in both directions (api-contract §5.3–§5.4): `onInput()` tells the other side (renewed while typing,
 * stopped after a pause, on send and on leaving); `isOtherTyping` shows theirs, lapsing after 5 s.
 */
export function useTyping(as: ChatKind, conversationId: string | null, otherId: string) {
  const [isOtherTyping, setOtherTyping] = useState(false);
  const lapse = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const quiet = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastSent = useRef(0);

  const signal = useCallback(
    (isTyping: boolean) => {
      if (!conversationId) return;
      emitWithAck(as, 'chat:typing', { conversationId, isTyping }).catch(() => {});
    },
    [as, conversationId],
  );

  const stop = useCallback(() => {
    clearTimeout(quiet.current);
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    signal(false);
  }, [signal]);

  const onInput = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current > RENEW_MS) {
      lastSent.current = now;
      signal(true);
    }
    clearTimeout(quiet.current);
    quiet.current = setTimeout(stop, QUIET_MS);
  }, [signal, stop]);

  useEffect(() => stop, [stop]);
  useEffect(() => () => clearTimeout(lapse.current), []);

  useSocketEvent(as, 'chat:typing', (payload) => {
    if (payload.conversationId !== conversationId || payload.from._id !== otherId) return;
    clearTimeout(lapse.current);
    setOtherTyping(payload.isTyping);
    if (payload.isTyping) lapse.current = setTimeout(() => setOtherTyping(false), CHAT_TYPING_LAPSE_MS);
  });
  // Their message ends their typing.
  useSocketEvent(as, 'chat:message', (payload) => {
    if (payload.conversation._id === conversationId && payload.message.sender._id === otherId) {
      clearTimeout(lapse.current);
      setOtherTyping(false);
    }
  });

  return { isOtherTyping, onInput, stop };
}
