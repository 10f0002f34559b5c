import { MESSAGE_CHANNELS, isUuid, type OutboundMessage as OutboundMessageDto } from '@lumi/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import {
  MessageRejected,
  type DeliveryReceipt,
  type MessageChannel,
  type MessageProvider,
} from '../../providers/messaging';
import { messagesRepository } from './repository';

/**
 * Text messages to customers' phones (issue 30 item 3, ADR 0059), sent by the follow-up jobs of a lifecycle: each
 * message is kept once per subject, purpose and channel; a try the provider refuses for good ends it `failed`, one a
 * later try may fix throws (the job queue tries again with its back-off), and the provider's report settles it.
 */
export function createMessagingService(deps: {
  db: Db;
  clock: Clock;
  providers: Partial<Record<MessageChannel, MessageProvider>>;
}) {
  const repo = (db: Db = deps.db) => messagesRepository(db);

  return {
    /** The channels set up (a gateway with credentials, or its sandbox). */
    channels(): MessageChannel[] {
      return MESSAGE_CHANNELS.filter((c) => deps.providers[c] !== undefined);
    },

    /**
     * Sends one message unless it was already sent, delivered or failed for good: answers what it is now. Throws
     * when the provider may accept it on a later try (the calling job is retried).
     */
    async send(message: {
      purpose: string;
      subjectId: string;
      channel: MessageChannel;
      phone: string;
      text: string;
      params: Record<string, string>;
    }): Promise<'sent' | 'failed' | 'skipped' | 'settled'> {
      const provider = deps.providers[message.channel];
      if (!provider) return 'skipped';
      const now = deps.clock.now();
      const row = await repo().open({ ...message, at: now });
      if (row.status !== 'sending') return 'settled';
      try {
        const { providerId } = await provider.send({
          id: row.id,
          phone: message.phone,
          text: message.text,
          params: message.params,
        });
        await repo().record(row.id, { status: 'sent', providerId }, deps.clock.now());
        return 'sent';
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        if (error instanceof MessageRejected && !error.retryable) {
          await repo().record(row.id, { status: 'failed', error: text }, deps.clock.now());
          return 'failed';
        }
        await repo().record(row.id, { status: 'sending', error: text }, deps.clock.now());
        throw error;
      }
    },

    /** A provider's delivery report (its webhook). */
    async receipt(receipt: DeliveryReceipt): Promise<void> {
      await repo().settle({ ...receipt, id: receipt.id && isUuid(receipt.id) ? receipt.id : null });
    },

    /** The messages of a subject (a booking's reminders), as the clinic reads them. */
    async ofSubject(subjectId: string): Promise<OutboundMessageDto[]> {
      return (await repo().ofSubject(subjectId)).map((row) => ({
        channel: row.channel,
        purpose: row.purpose,
        phone: row.phone,
        status: row.status,
        attempts: row.attempts,
        error: row.lastError,
        sentAt: row.sentAt?.toISOString() ?? null,
        settledAt: row.settledAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
