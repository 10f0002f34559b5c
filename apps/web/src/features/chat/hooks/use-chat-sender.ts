import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import type { Attachment, Conversation, Message } from '@lumi/shared';
import type { AppDispatch, RootState } from '@/lib/store';
import { emitWithAck } from '@/realtime';
import type { ChatKind } from '../api/chat-api';
import { applyIncomingMessage } from '../api/chat-cache';

/** A message on its way: shown at once (pending look), replaced by the acknowledged one, or failed. */
export type OutboxItem = {
  clientId: string;
  content: string;
  attachments: Attachment[];
  createdAt: string;
  state: 'sending' | 'sent' | 'failed';
  /** The stored message once acknowledged (until the history shows it). */
  message?: Message;
  error?: string;
};

export type SendTarget =
  | { conversationId: string; to?: undefined }
  | { conversationId?: undefined; to: { _id: string; kind: 'admin' | 'doctor' } };

type Ack = { conversation: Conversation; message: Message };

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `c-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function errorText(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : 'Không gửi được tin nhắn';
}

/**
 * Optimistic sending over the socket (`chat:send` with a `clientId`, api-contract §5.4): the item shows at once;
 * the acknowledgement's message goes into the caches (history and lists); a failure keeps the item with
 * 'Gửi lại'. The first message to a contact opens the conversation, reported by `onConversation`.
 */
export function useChatSender({
  as,
  myId,
  target,
  onConversation,
}: {
  as: ChatKind;
  myId: string;
  target: SendTarget;
  onConversation?: (conversation: Conversation) => void;
}) {
  const store = useStore<RootState>();
  const [outbox, setOutbox] = useState<OutboxItem[]>([]);
  // The target changes once the first message opened the conversation; retries use the latest.
  const targetRef = useRef(target);
  const onConversationRef = useRef(onConversation);
  useLayoutEffect(() => {
    targetRef.current = target;
    onConversationRef.current = onConversation;
  });

  const deliver = useCallback(
    async (item: OutboxItem) => {
      const where = targetRef.current;
      try {
        const ack = (await emitWithAck(as, 'chat:send', {
          ...(where.conversationId ? { conversationId: where.conversationId } : { to: where.to }),
          ...(item.content ? { content: item.content } : {}),
          ...(item.attachments.length > 0 ? { attachments: item.attachments } : {}),
          clientId: item.clientId,
        })) as Ack;
        applyIncomingMessage(store.dispatch as AppDispatch, store.getState, as, myId, ack, true);
        setOutbox((items) =>
          items.map((i) =>
            i.clientId === item.clientId
              ? { ...i, state: 'sent', message: ack.message, error: undefined }
              : i,
          ),
        );
        if (!where.conversationId) onConversationRef.current?.(ack.conversation);
      } catch (error) {
        setOutbox((items) =>
          items.map((i) =>
            i.clientId === item.clientId ? { ...i, state: 'failed', error: errorText(error) } : i,
          ),
        );
      }
    },
    [as, myId, store],
  );

  const send = useCallback(
    (content: string, attachments: Attachment[] = []) => {
      const item: OutboxItem = {
        clientId: newClientId(),
        content: content.trim(),
        attachments,
        createdAt: new Date().toISOString(),
        state: 'sending',
      };
      setOutbox((items) => [...items, item]);
      void deliver(item);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const item = outbox.find((i) => i.clientId === clientId);
      if (!item) return;
      const again = { ...item, state: 'sending' as const, error: undefined };
      setOutbox((items) => items.map((i) => (i.clientId === clientId ? again : i)));
      void deliver(again);
    },
    [deliver, outbox],
  );

  /** Drops acknowledged items once the history shows their messages. */
  const settle = useCallback((shownIds: ReadonlySet<string>) => {
    setOutbox((items) => {
      const next = items.filter((i) => !(i.state === 'sent' && i.message && shownIds.has(i.message._id)));
      return next.length === items.length ? items : next;
    });
  }, []);

  return { outbox, send, retry, settle };
}
