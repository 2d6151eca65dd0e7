import type { DevMail } from '@stringer/shared/schemas/mail';
import { desc, eq, lt } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { devMails } from '../../db/schema';
import type { Db } from '../db/database';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Where the mail sits in a conversation, so the reader's mail client threads it (RFC 5322 3.6.4). */
  thread?: MailThread;
}

export interface MailThread {
  /** This mail's own `<id@host>`. */
  messageId: string;
  /** The mail it answers. */
  inReplyTo: string;
  /** Every earlier mail of the conversation, oldest first. */
  references: string[];
}

export interface Mailer {
  /** Whether mail only goes to the log and the dev mailbox. */
  readonly isDev: boolean;
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface Options {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: { info(obj: object, msg: string): void; warn(msg: string): void };
}

/** SMTP when SMTP_URL is set; otherwise the log and the dev mailbox (GET /dev/mail). */
export function createMailer({ smtpUrl, from, db, log }: Options): Mailer {
  if (smtpUrl) {
    // nodemailer is loaded with the first mail rather than at start (~0.2 s).
    let transport: Transporter | undefined;
    return {
      isDev: false,
      async send(mail) {
        transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
        const { thread, ...content } = mail;
        await transport.sendMail({ from, ...content, ...thread });
      },
      close: () => transport?.close(),
    };
  }
  log.warn(
    'SMTP_URL is not set: mail is NOT being sent. Codes are printed to this log and kept in the dev mailbox (GET /dev/mail, from this machine only).',
  );
  return {
    isDev: true,
    async send(mail) {
      log.info({ mail }, 'mail (dev transport: not sent, kept in the dev mailbox)');
      await db.insert(devMails).values({ to: mail.to, subject: mail.subject, text: mail.text });
    },
    close() {},
  };
}

/** Empties the dev mailbox of mail older than `sentBefore`. */
export async function pruneDevMailbox(db: Db, sentBefore: Date) {
  await db.delete(devMails).where(lt(devMails.sentAt, sentBefore));
}

/** The dev mailbox's mail for an address, newest first (GET /dev/mail). */
export async function readDevMailbox(db: Db, to: string): Promise<DevMail[]> {
  const rows = await db
    .select()
    .from(devMails)
    .where(eq(devMails.to, to))
    .orderBy(desc(devMails.sentAt), desc(devMails.id))
    .limit(50);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, sentAt: r.sentAt.toISOString() }));
}
