import type { RealtimeHub, SocketContext } from '../../realtime/port';
import type { ChatActor, ChatService } from './service';

const actorOf = ({ principal }: SocketContext): ChatActor => ({
  kind: principal.kind,
  id: principal.id,
  role: principal.role,
});

/**
 * The chat's client events (api-contract §5.4). The hub validates nothing and rate-limits each account over its sockets; the service
 * parses the payload, and its AppErrors become the ack's `{ ok: false, code, message }`.
 * - `chat:send` → ack `{ conversation, message }`; `chat:message` to both parties' other sockets;
 * - `chat:seen` → ack `{ conversationId, readAt }`; `chat:seen` to the other party;
 * - `chat:typing` → no ack data; `chat:typing` to the other party.
 */
export function registerChatSocketHandlers(hub: RealtimeHub, chat: ChatService): void {
  hub.handle('chat:send', (context, payload) => chat.send(actorOf(context), payload, context.socketId));
  hub.handle('chat:seen', (context, payload) => chat.seen(actorOf(context), payload));
  hub.handle('chat:typing', async (context, payload) => {
    await chat.typing(actorOf(context), payload);
    return undefined;
  });
}
