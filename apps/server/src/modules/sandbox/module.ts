import { defineModule } from '../kit';
import { sandboxRoutes } from './routes';

/** The payment gateways' sandboxes (ADR 0010): only for a gateway without credentials. */
export const sandboxModule = defineModule({
  name: 'sandbox',
  needs: {},
  provides: {},
  build: () => ({}),
  rootRoutes: async (root, _ctx, { config, clock, payments }) => {
    if (payments.vnpaySandbox || payments.stripeSandbox)
      await sandboxRoutes(root, {
        config,
        clock,
        vnpay: payments.vnpaySandbox ? payments.vnpay : null,
        stripe: payments.stripeSandbox,
      });
  },
});
