import type { MessagingSandbox } from '../../providers/messaging/sandbox';
import { defineModule } from '../kit';
import { messagingRoutes } from './routes';
import { createMessagingService, type MessagingService } from './service';
import { createMessagingSetup, type MessagingSetup } from './setup';

/** The messaging service with its gateways' setup (webhook keys, the sandbox). */
export type Messaging = MessagingService & { setup: MessagingSetup };

/** Text messages by SMS and Zalo ZNS, their sandboxes and delivery reports (issue 30, ADR 0059). */
export const messagingModule = defineModule({
  name: 'messaging',
  needs: {},
  provides: { messaging: true },
  build: ({ db, clock, config }): { messaging: Messaging } => {
    const setup = createMessagingSetup(config, clock);
    return { messaging: { ...createMessagingService({ db, clock, providers: setup.providers }), setup } };
  },
  rootRoutes: async (root, ctx, { config }) => {
    const { messaging } = ctx.services;
    await root.register(async (scope) =>
      messagingRoutes(scope, messaging, messaging.setup, { devInbox: !config.isProduction }),
    );
  },
  attach: (app, { messaging }) => {
    // The sandbox reports delivery to our own webhooks, answered in process.
    messaging.setup.setDeliver(async (call) => {
      const url = new URL(call.url);
      await app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: call.headers,
        payload: call.body,
      });
    });
    app.decorate('messagingSandbox', messaging.setup.sandbox);
  },
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The text gateways' sandbox, when one runs (tests read and steer it). */
    messagingSandbox: MessagingSandbox | null;
  }
}
