import { defineModule } from '../kit';
import { chatRoutes } from './routes';
import { createChatService } from './service';
import { registerChatSocketHandlers } from './socket';

/** Conversations and messages (api-contract §4.10, §5.4), pushed to the participants through the hub. */
export const chatModule = defineModule({
  name: 'chat',
  needs: {},
  provides: { chat: true },
  build: ({ db, clock, realtime, onClose }) => {
    const chat = createChatService({ db, clock, realtime });
    onClose(() => chat.stop());
    return { chat };
  },
  routes: chatRoutes,
  attach: (_app, { chat }, { realtime }) => registerChatSocketHandlers(realtime, chat),
});
