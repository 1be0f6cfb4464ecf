import type { Transporter } from 'nodemailer';
import { type Static, Type } from 'typebox';

/** A file sent with an e-mail (an .ics invitation, a receipt); stored in outbox_messages.attachments. */
export const MailAttachment = Type.Object({
  filename: Type.String(),
  content: Type.String(),
  contentType: Type.Optional(Type.String()),
});
export type MailAttachment = Static<typeof MailAttachment>;

/** One e-mail as the outbox hands it to a transport. */
export interface MailMessage {
  /** The outbox message id: also the Message-ID, so a receiver can recognise a redelivery. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  readonly name: string;
  /** Resolves once the receiving server accepted the message; throws otherwise. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface Logger {
  info(obj: unknown, msg?: string): void;
}

function messageIdOf(message: MailMessage, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
  return `<${message.id}@${domain}>`;
}

/** nodemailer over SMTP (`smtp://user:pass@host:587`, `smtps://…:465`). */
export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly url: string;
  /** nodemailer is loaded with the first message: a fifth of a second and some memory at every
   * start otherwise, for servers that may send nothing for a while (or never, in tests). */
  private transporter?: Promise<Transporter>;

  constructor(url: string) {
    this.url = url;
  }

  async send(message: MailMessage): Promise<void> {
    this.transporter ??= import('nodemailer').then((m) => m.default.createTransport(this.url));
    await (await this.transporter).sendMail({
      from: message.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
      messageId: messageIdOf(message, message.from),
      attachments: message.attachments?.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
    });
  }

  close() {
    this.transporter?.then((t) => t.close());
  }
}

/** Without SMTP configured (the local default): each message is written to the log. */
export class LogTransport implements MailTransport {
  readonly name = 'log';
  private readonly log?: Logger;

  constructor(log?: Logger) {
    this.log = log;
  }

  async send(message: MailMessage): Promise<void> {
    this.log?.info(
      { mail: { id: message.id, to: message.to, subject: message.subject, text: message.text } },
      'e-mail not sent (SMTP_URL is not set); logged instead',
    );
  }

  close() {}
}

export function mailTransportFromConfig(smtpUrl: string, log?: Logger): MailTransport {
  return smtpUrl ? new SmtpTransport(smtpUrl) : new LogTransport(log);
}
