import { MessageRejected, internationalPhone, postJson, type MessageProvider } from './index';

/**
 * The SMS gateway: eSMS.vn's brandname API (v4, `SendMultipleMessage_V4_post_json`). A request carries the account's
 * ApiKey and SecretKey, the phone, the content, the registered Brandname, SmsType 2 (customer care by brandname),
 * IsUnicode, a RequestId (ours: a retry is recognised) and the CallbackUrl the delivery report is sent to. The
 * answer's CodeResult is '100' when accepted, with the SMSID; any other code is a refusal.
 */
export type EsmsConfig = {
  apiUrl: string;
  apiKey: string;
  secretKey: string;
  brandname: string;
  /** Where eSMS reports delivery (our webhook, with its secret in the query). */
  callbackUrl: string;
  timeoutMs: number;
};

export const ESMS_SEND_PATH = '/MainService.svc/json/SendMultipleMessage_V4_post_json/';

/** CodeResults that a later try may fix (eSMS's own errors); the rest are the message's or the account's. */
const RETRYABLE_CODES = new Set(['99']);

export function createEsmsProvider(
  config: EsmsConfig,
  options: { fetch?: typeof fetch; sandbox?: boolean } = {},
): MessageProvider {
  const fetcher = options.fetch ?? fetch;
  return {
    channel: 'sms',
    sandbox: options.sandbox ?? false,
    async send(message) {
      const { json } = await postJson(
        fetcher,
        `${config.apiUrl}${ESMS_SEND_PATH}`,
        {
          ApiKey: config.apiKey,
          SecretKey: config.secretKey,
          Phone: internationalPhone(message.phone),
          Content: message.text,
          Brandname: config.brandname,
          SmsType: '2',
          IsUnicode: '1',
          RequestId: message.id,
          CallbackUrl: config.callbackUrl,
        },
        {},
        config.timeoutMs,
      );
      const answer = (json ?? {}) as { CodeResult?: string; SMSID?: string; ErrorMessage?: string };
      if (answer.CodeResult === '100' && answer.SMSID) return { providerId: answer.SMSID };
      const code = String(answer.CodeResult ?? 'UNKNOWN');
      throw new MessageRejected(
        `eSMS ${code}: ${answer.ErrorMessage ?? 'refused'}`,
        `ESMS_${code}`,
        RETRYABLE_CODES.has(code),
      );
    },
  };
}

/** eSMS's delivery report: SendStatus 5 is delivered; 2 and 3 are failures (others are still on their way). */
export function esmsReceiptStatus(sendStatus: string | number): 'delivered' | 'failed' | 'pending' {
  const status = Number(sendStatus);
  if (status === 5) return 'delivered';
  if (status === 2 || status === 3) return 'failed';
  return 'pending';
}
