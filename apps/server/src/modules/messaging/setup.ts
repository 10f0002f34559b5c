import { createHmac } from 'node:crypto';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { createEsmsProvider } from '../../providers/messaging/esms';
import type { MessageChannel, MessageProvider } from '../../providers/messaging';
import {
  createMessagingSandbox,
  type MessagingSandbox,
  type WebhookCall,
} from '../../providers/messaging/sandbox';
import { createZnsProvider } from '../../providers/messaging/zalo-zns';

export const ESMS_WEBHOOK_PATH = '/webhooks/esms';
export const ZALO_WEBHOOK_PATH = '/webhooks/zalo';

/** Where the built-in sandbox answers, as if it were the gateways' own hosts (never fetched from the network). */
const SANDBOX_ESMS_URL = 'https://sandbox.esms.lumi.invalid';
const SANDBOX_ZNS_URL = 'https://sandbox.zalo.lumi.invalid';

/**
 * The text gateways from the configuration (ADR 0059): each with its credentials, else its built-in sandbox where
 * sandboxes are enabled, else none (that channel is not sent). The sandbox's credentials are derived from the
 * server's secret; its reports reach our webhooks through `deliverTo`, set once the app exists.
 */
export function createMessagingSetup(config: Config, clock: Clock) {
  const derive = (label: string) =>
    createHmac('sha256', config.secrets.resetToken).update(`lumi:messaging:${label}`).digest('hex');
  const { messaging } = config;
  /** The eSMS callback carries this in its query: eSMS does not sign its reports. */
  const esmsCallbackToken = derive('esms-callback').slice(0, 32);
  const esmsCallbackUrl = `${config.publicUrl}${ESMS_WEBHOOK_PATH}?token=${esmsCallbackToken}`;
  const useSandbox = (configured: unknown) => !configured && messaging.sandboxEnabled;

  let deliverTo: ((call: WebhookCall) => Promise<void>) | null = null;
  const sandboxCredentials = {
    esms: {
      apiKey: derive('esms-key').slice(0, 24),
      secretKey: derive('esms-secret').slice(0, 24),
      brandname: 'LUMI',
    },
    zalo: {
      accessToken: derive('zalo-token'),
      templateId: '301567',
      appId: derive('zalo-app').slice(0, 19),
      oaSecretKey: derive('zalo-oa-secret').slice(0, 20),
    },
  };
  const sandbox: MessagingSandbox | null =
    useSandbox(messaging.esms) || useSandbox(messaging.zalo)
      ? createMessagingSandbox({
          esmsUrl: SANDBOX_ESMS_URL,
          znsUrl: SANDBOX_ZNS_URL,
          credentials: sandboxCredentials,
          zaloWebhookUrl: `${config.publicUrl}${ZALO_WEBHOOK_PATH}`,
          deliver: async (call) => {
            await deliverTo?.(call);
          },
          now: () => clock.now(),
        })
      : null;

  const esms =
    messaging.esms ??
    (useSandbox(messaging.esms) ? { apiUrl: SANDBOX_ESMS_URL, ...sandboxCredentials.esms } : null);
  const zalo =
    messaging.zalo ??
    (useSandbox(messaging.zalo) ? { apiUrl: SANDBOX_ZNS_URL, ...sandboxCredentials.zalo } : null);
  const fetchOf = (configured: unknown) => (configured ? undefined : sandbox?.fetch);

  const providers: Partial<Record<MessageChannel, MessageProvider>> = {};
  if (esms)
    providers.sms = createEsmsProvider(
      { ...esms, callbackUrl: esmsCallbackUrl, timeoutMs: messaging.timeoutMs },
      { fetch: fetchOf(messaging.esms), sandbox: !messaging.esms },
    );
  if (zalo)
    providers.zalo = createZnsProvider(
      { ...zalo, timeoutMs: messaging.timeoutMs },
      { fetch: fetchOf(messaging.zalo), sandbox: !messaging.zalo },
    );

  return {
    providers,
    sandbox,
    esmsCallbackToken,
    /** The Zalo OA's app id and secret the webhook's signature is checked with. */
    zaloWebhookKeys: zalo ? { appId: zalo.appId, oaSecretKey: zalo.oaSecretKey } : null,
    setDeliver(deliver: (call: WebhookCall) => Promise<void>) {
      deliverTo = deliver;
    },
  };
}

export type MessagingSetup = ReturnType<typeof createMessagingSetup>;
