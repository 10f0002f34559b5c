import { randomUUID } from 'node:crypto';
import { ESMS_SEND_PATH } from './esms';
import { type MessageChannel } from './index';
import { ZNS_SEND_PATH, znsSignature } from './zalo-zns';

/** A message the sandbox accepted, as a developer reads it at /dev/messages. */
export type SandboxMessage = {
  channel: MessageChannel;
  providerId: string;
  requestId: string;
  phone: string;
  text: string | null;
  params: Record<string, string> | null;
  acceptedAt: string;
  delivery: 'pending' | 'delivered' | 'failed';
};

export type SandboxCredentials = {
  esms: { apiKey: string; secretKey: string; brandname: string };
  zalo: { accessToken: string; templateId: string; appId: string; oaSecretKey: string };
};

/** A request the sandbox makes to our own webhook (the app answers it in process). */
export type WebhookCall = { url: string; headers: Record<string, string>; body: string };

/**
 * The built-in sandbox of the SMS gateway and of ZNS (ADR 0059): a `fetch` that answers `{apiUrl}` requests the way
 * eSMS and Zalo do — their credentials, their phone form, their answer shapes, the same id for a request sent again
 * — keeps what it accepted, and reports delivery to the callback (eSMS: the CallbackUrl given; Zalo: the OA's
 * webhook, signed) soon after. A mobile number ending in 000 has no Zalo account (ZNS refuses it) and one ending in
 * 999 is unreachable by SMS (the report says failed). `failNext` makes the next answers a 503, as a gateway under load.
 */
export function createMessagingSandbox(options: {
  esmsUrl: string;
  znsUrl: string;
  credentials: SandboxCredentials;
  /** Our Zalo webhook's address. */
  zaloWebhookUrl: string;
  deliver: (call: WebhookCall) => Promise<void>;
  now: () => Date;
}) {
  const messages: SandboxMessage[] = [];
  const inFlight = new Set<Promise<void>>();
  const failing: Record<MessageChannel, number> = { sms: 0, zalo: 0 };
  const { credentials } = options;

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function report(call: WebhookCall) {
    const sent = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      await options.deliver(call).catch(() => undefined);
    })();
    inFlight.add(sent);
    void sent.finally(() => inFlight.delete(sent));
  }

  function accept(message: Omit<SandboxMessage, 'providerId' | 'acceptedAt' | 'delivery'>): SandboxMessage {
    const again = messages.find((m) => m.channel === message.channel && m.requestId === message.requestId);
    if (again) return again;
    const accepted: SandboxMessage = {
      ...message,
      providerId:
        message.channel === 'sms'
          ? `SMS${randomUUID().replace(/-/g, '').slice(0, 16)}`
          : randomUUID().replace(/-/g, ''),
      acceptedAt: options.now().toISOString(),
      delivery: 'pending',
    };
    messages.push(accepted);
    return accepted;
  }

  function esms(body: Record<string, unknown>, callbackUrl: string): Response {
    const c = credentials.esms;
    if (body.ApiKey !== c.apiKey || body.SecretKey !== c.secretKey)
      return json(200, { CodeResult: '101', ErrorMessage: 'Authorize Failed' });
    if (body.Brandname !== c.brandname)
      return json(200, { CodeResult: '104', ErrorMessage: 'Brandname not exist' });
    const phone = String(body.Phone ?? '');
    if (!/^84[35789]\d{8}$/.test(phone))
      return json(200, { CodeResult: '103', ErrorMessage: 'Phone invalid' });
    const content = String(body.Content ?? '');
    if (!content) return json(200, { CodeResult: '118', ErrorMessage: 'Content empty' });
    const message = accept({
      channel: 'sms',
      requestId: String(body.RequestId ?? randomUUID()),
      phone,
      text: content,
      params: null,
    });
    if (message.delivery === 'pending') {
      message.delivery = phone.endsWith('999') ? 'failed' : 'delivered';
      report({
        url: callbackUrl,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          SMSID: message.providerId,
          RequestId: message.requestId,
          SendStatus: message.delivery === 'delivered' ? 5 : 3,
          SendSuccess: message.delivery === 'delivered' ? 1 : 0,
          SendFailed: message.delivery === 'delivered' ? 0 : 1,
        }),
      });
    }
    return json(200, { CodeResult: '100', CountRegenerate: 0, SMSID: message.providerId });
  }

  function zns(body: Record<string, unknown>, accessToken: string | null): Response {
    const c = credentials.zalo;
    if (accessToken !== c.accessToken) return json(200, { error: -124, message: 'Access token is invalid' });
    if (body.template_id !== c.templateId) return json(200, { error: -1123, message: 'Template is invalid' });
    const phone = String(body.phone ?? '');
    if (!/^84[35789]\d{8}$/.test(phone))
      return json(200, { error: -108, message: 'Phone number is invalid' });
    if (phone.endsWith('000')) return json(200, { error: -118, message: 'Zalo account not existed' });
    const params = (body.template_data ?? {}) as Record<string, string>;
    const message = accept({
      channel: 'zalo',
      requestId: String(body.tracking_id ?? randomUUID()),
      phone,
      text: null,
      params,
    });
    if (message.delivery === 'pending') {
      message.delivery = 'delivered';
      const timestamp = String(options.now().getTime());
      const event = JSON.stringify({
        app_id: c.appId,
        event_name: 'user_received_message',
        message: { msg_id: message.providerId, tracking_id: message.requestId, delivery_time: timestamp },
        timestamp,
      });
      report({
        url: options.zaloWebhookUrl,
        headers: {
          'content-type': 'application/json',
          'x-zevent-signature': znsSignature(c.appId, event, timestamp, c.oaSecretKey),
        },
        body: event,
      });
    }
    return json(200, {
      error: 0,
      message: 'Success',
      data: {
        msg_id: message.providerId,
        sent_time: String(options.now().getTime()),
        quota: { dailyQuota: '500', remainingQuota: '499' },
      },
    });
  }

  const fetcher: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init?.headers);
    const channel: MessageChannel | null =
      url === `${options.esmsUrl}${ESMS_SEND_PATH}`
        ? 'sms'
        : url === `${options.znsUrl}${ZNS_SEND_PATH}`
          ? 'zalo'
          : null;
    if (!channel || init?.method !== 'POST') return json(404, { message: 'Not found' });
    if (failing[channel] > 0) {
      failing[channel] -= 1;
      return json(503, { message: 'Service unavailable' });
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(String(init.body ?? '')) as Record<string, unknown>;
    } catch {
      return json(400, { message: 'Invalid JSON' });
    }
    return channel === 'sms'
      ? esms(body, String(body.CallbackUrl ?? ''))
      : zns(body, headers.get('access_token'));
  };

  return {
    fetch: fetcher,
    /** What was accepted, newest first (/dev/messages). */
    messages: (phone?: string) =>
      messages
        .filter((m) => !phone || m.phone.endsWith(phone.replace(/\D/g, '').replace(/^0/, '')))
        .slice()
        .reverse(),
    /** The next `count` answers of `channel` are 503s. */
    failNext(channel: MessageChannel, count: number) {
      failing[channel] = count;
    },
    /** Waits for every delivery report sent so far. */
    async settled(): Promise<void> {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

export type MessagingSandbox = ReturnType<typeof createMessagingSandbox>;
