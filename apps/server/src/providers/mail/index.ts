import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage } from '@lumi/shared';

/**
 * A file sent with a mail. `contentType` is the part's whole Content-Type, parameters included: a calendar invitation
 * is `text/calendar; charset=utf-8; method=REQUEST` (or CANCEL), the method calendar clients read to offer "add" or
 * "remove".
 */
export type MailAttachment = { filename: string; contentType: string; content: string | Buffer };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

export type MailOutbox = {
  record(mail: OutgoingMail, transport: string): Promise<string>;
  markSent(id: string, error?: string): Promise<void>;
  list(options: { to?: string; limit: number }): Promise<MailboxMessage[]>;
  /** One kept attachment of a kept mail (`index` in the mail's order), or undefined. */
  attachment(
    mailId: string,
    index: number,
  ): Promise<{ filename: string; contentType: string; content: Buffer } | undefined>;
};

export type Mailer = {
  /** Sends (or, without SMTP, captures) a mail; rejects when the SMTP server refuses it. */
  send(mail: OutgoingMail): Promise<void>;
  readonly transport: 'smtp' | 'outbox';
  close(): void;
};

/**
 * Every mail is kept in the outbox table. With SMTP_URL it is also sent through that server;
 * without it the outbox is the delivery (printed to the log and readable at /dev/mailbox).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outbox: MailOutbox;
  log: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, outbox, log } = options;
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      async send(mail) {
        const id = await outbox.record(mail, 'outbox');
        log.info(
          { mailId: id, to: mail.to, subject: mail.subject, text: mail.text },
          'mail captured in outbox',
        );
      },
      close() {},
    };
  }
  // nodemailer is loaded with the first mail: a server without SMTP never needs it.
  let transporter: Transporter | undefined;
  const transport = async () =>
    (transporter ??= (await import('nodemailer')).default.createTransport(smtpUrl));
  return {
    transport: 'smtp',
    async send(mail) {
      const id = await outbox.record(mail, 'smtp');
      try {
        await (
          await transport()
        ).sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          // Each file is its own MIME part with the given Content-Type (parameters kept) and disposition attachment.
          attachments: (mail.attachments ?? []).map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.content,
            contentDisposition: 'attachment' as const,
          })),
        });
        await outbox.markSent(id);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await outbox.markSent(id, reason);
        log.error({ mailId: id, to: mail.to, err: reason }, 'SMTP delivery failed');
        throw error;
      }
    },
    close() {
      transporter?.close();
    },
  };
}
