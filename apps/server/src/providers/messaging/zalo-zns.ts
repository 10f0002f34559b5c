import { createHash, timingSafeEqual } from 'node:crypto';
import { MessageRejected, internationalPhone, postJson, type MessageProvider } from './index';

/**
 * Zalo Notification Service: `POST {apiUrl}/message/template` with the Official Account's `access_token` header and
 * `{ phone: '84…', template_id, template_data, tracking_id }`; the answer is `{ error: 0, message, data: { msg_id,
 * sent_time, quota } }`, or a negative `error` with its message. Delivery comes as the OA webhook's
 * `user_received_message` event, signed in `X-ZEvent-Signature` as `mac=` + SHA-256(app_id + body + timestamp + OA
 * secret key).
 */
export type ZnsConfig = {
  apiUrl: string;
  accessToken: string;
  templateId: string;
  appId: string;
  oaSecretKey: string;
  timeoutMs: number;
};

export const ZNS_SEND_PATH = '/message/template';

/** Errors a later try may fix: Zalo's internal error, quota and rate limits, an expired access token. */
const RETRYABLE_ERRORS = new Set([-1, -32, -124, -144]);

export function createZnsProvider(
  config: ZnsConfig,
  options: { fetch?: typeof fetch; sandbox?: boolean } = {},
): MessageProvider {
  const fetcher = options.fetch ?? fetch;
  return {
    channel: 'zalo',
    sandbox: options.sandbox ?? false,
    async send(message) {
      const { json } = await postJson(
        fetcher,
        `${config.apiUrl}${ZNS_SEND_PATH}`,
        {
          phone: internationalPhone(message.phone),
          template_id: config.templateId,
          template_data: message.params,
          tracking_id: message.id,
        },
        { access_token: config.accessToken },
        config.timeoutMs,
      );
      const answer = (json ?? {}) as { error?: number; message?: string; data?: { msg_id?: string } };
      if (answer.error === 0 && answer.data?.msg_id) return { providerId: answer.data.msg_id };
      const code = Number(answer.error ?? -1);
      throw new MessageRejected(
        `ZNS ${code}: ${answer.message ?? 'refused'}`,
        `ZNS_${code}`,
        RETRYABLE_ERRORS.has(code),
      );
    },
  };
}

/** The signature Zalo puts on a webhook call of `appId` with `body` at `timestamp`. */
export function znsSignature(appId: string, body: string, timestamp: string, oaSecretKey: string): string {
  return `mac=${createHash('sha256').update(`${appId}${body}${timestamp}${oaSecretKey}`).digest('hex')}`;
}

/** Whether a webhook call carries Zalo's signature of its body. */
export function verifyZnsWebhook(
  config: Pick<ZnsConfig, 'appId' | 'oaSecretKey'>,
  body: string,
  header: string | undefined,
): boolean {
  if (!header) return false;
  let timestamp: string;
  try {
    const parsed = JSON.parse(body) as { timestamp?: unknown };
    timestamp = String(parsed.timestamp ?? '');
  } catch {
    return false;
  }
  const expected = Buffer.from(znsSignature(config.appId, body, timestamp, config.oaSecretKey));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
