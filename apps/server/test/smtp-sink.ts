import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received file: `contentType` without parameters, `params` those of its Content-Type header (e.g. method). */
export type SunkAttachment = {
  filename: string;
  contentType: string;
  params: Record<string, string>;
  content: Buffer;
};

export type SunkMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: SunkAttachment[];
};

/** A real SMTP server on a free local port (or `port`, to bring a stopped one back) that keeps what it receives. */
export async function startSmtpSink(options: { rejectAll?: boolean; port?: number } = {}) {
  const messages: SunkMail[] = [];
  // May be switched at run time, so that one app (one SMTP_URL) can see both a working and a refusing server.
  let rejectAll = options.rejectAll ?? false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (rejectAll) {
        stream.resume();
        stream.on('end', () => callback(new Error('Mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => {
              const header = a.headers.get('content-type');
              const params =
                header && typeof header === 'object' && 'params' in header
                  ? (header.params as Record<string, string>)
                  : {};
              return { filename: a.filename ?? '', contentType: a.contentType, params, content: a.content };
            }),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The six-digit code of the newest mail to an address. */
    lastOtp(to: string): string {
      const mail = [...messages].reverse().find((m) => m.to.includes(to.toLowerCase()));
      const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no OTP mail for ${to}`);
      return code;
    },
    /** From now on, refuse (true) or accept (false) every message. */
    setRejectAll(value: boolean) {
      rejectAll = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
