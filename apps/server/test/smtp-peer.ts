import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { vi } from 'vitest';

export interface Received {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free port that keeps what it receives: the app's mail as a mail client gets it. */
export async function startSmtpPeer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Every mail received for `address`, once there are at least `count`. */
    mailsTo: (address: string, count = 1) =>
      vi.waitFor(
        () => {
          const mails = received.filter((m) => m.to.includes(address));
          if (mails.length < count)
            throw new Error(`the SMTP server received ${mails.length} of ${count} for ${address}`);
          return mails;
        },
        { timeout: 10_000 },
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
