import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RealtimeHub } from '../../realtime/port';
import type { ChatService } from '../chat/service';
import { registerCallRelay } from './relay';
import { createCallsService, type CallDirectory } from './service';
import { memoryCallStore, redisCallStore } from './store';

export { callRoutes } from './routes';
export type { CallsService } from './service';

/**
 * Online consultation calls (issue 12): the rules and the consultation page's service, and the socket relay of
 * `call:*` with its state in Redis when the processes share one (else in memory).
 */
export function createCalls(deps: {
  db: Db;
  clock: Clock;
  chat: Pick<ChatService, 'conversationParticipants' | 'doctorConversationFor'>;
  hub: RealtimeHub;
  redis: Redis | null;
  redisPrefix: string;
  ringTimeoutMs: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const directory: CallDirectory = {
    async parties(conversationId, principal) {
      const found = await deps.chat.conversationParticipants(conversationId, principal);
      return { type: found.type, customerId: found.sender._id, self: found.self, other: found.other };
    },
    async doctorConversationFor(customerId, doctorId) {
      return (await deps.chat.doctorConversationFor(customerId, doctorId))._id;
    },
  };
  const service = createCallsService({ db: deps.db, clock: deps.clock, directory });
  const store = deps.redis ? redisCallStore(deps.redis, deps.redisPrefix) : memoryCallStore();
  const relay = registerCallRelay({
    hub: deps.hub,
    store,
    calls: service,
    ringTimeoutMs: deps.ringTimeoutMs,
    log: deps.log,
  });
  return {
    service,
    async close() {
      relay.close();
      await store.close();
    },
  };
}
