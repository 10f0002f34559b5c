import type { ChatService } from '../chat/service';
import { defineModule } from '../kit';
import { callRoutes, createCalls } from './index';

/** Online consultation calls (issue 12): the `call:*` relay on the hub, its state in Redis when there is one. */
export const callsModule = defineModule({
  name: 'calls',
  needs: { chat: true },
  provides: { calls: true },
  build: ({ db, clock, realtime, redis, config, log, onClose }, { chat }: { chat: ChatService }) => {
    const calls = createCalls({
      db,
      clock,
      chat,
      hub: realtime,
      redis,
      redisPrefix: config.realtime.redisPrefix,
      ringTimeoutMs: config.calls.ringTimeoutMs,
      log,
    });
    onClose(() => calls.close());
    return { calls: calls.service };
  },
  routes: callRoutes,
});
