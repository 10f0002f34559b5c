/**
 * Text messages to a customer's phone (issue 30 item 3, ADR 0059): an SMS gateway and Zalo's notification service
 * (ZNS), each behind the same port. A provider answers its own message id once it accepted the message; delivery is
 * told later by the provider's callback. Each has a built-in sandbox (sandbox.ts) answering the real API's shapes.
 */
import type { MessageChannel } from '@lumi/shared';

export type { MessageChannel };

export type OutboundMessage = {
  /** Our id of the message: the provider's request id / tracking id, so that a retry is recognised. */
  id: string;
  /** A Vietnamese mobile number as the customer typed it ('0912345678'). */
  phone: string;
  /** The SMS's text. */
  text: string;
  /** The ZNS template's parameters (the template itself is the provider's). */
  params: Record<string, string>;
};

/**
 * The provider refused the message. `retryable` when trying again later may work (a time-out, a 5xx, a quota), not
 * when the message itself is wrong (a number without Zalo, an invalid number).
 */
export class MessageRejected extends Error {
  override readonly name = 'MessageRejected';
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export type MessageProvider = {
  channel: MessageChannel;
  /** Whether this is the built-in sandbox (nothing leaves the machine). */
  sandbox: boolean;
  /** Sends; answers the provider's message id, or throws MessageRejected (any other error is retryable). */
  send(message: OutboundMessage): Promise<{ providerId: string }>;
};

/** What a provider's delivery callback told: the message (ours or the provider's id) delivered or failed. */
export type DeliveryReceipt = {
  channel: MessageChannel;
  /** Our id when the callback carries it (Zalo's tracking_id), else null. */
  id: string | null;
  providerId: string;
  delivered: boolean;
  at: Date;
  error: string | null;
};

/** '0912345678' or '+84912345678' → '84912345678' (the gateways' form). */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('84')) return digits;
  if (digits.startsWith('0')) return `84${digits.slice(1)}`;
  return digits;
}

/** A fetch whose failure (no answer, a time-out) is a retryable rejection. */
export async function postJson(
  fetcher: typeof fetch,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new MessageRejected(
      `unreachable: ${error instanceof Error ? error.message : String(error)}`,
      'UNREACHABLE',
      true,
    );
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (response.status >= 500 || response.status === 429)
    throw new MessageRejected(`HTTP ${response.status}`, `HTTP_${response.status}`, true);
  return { status: response.status, json };
}
