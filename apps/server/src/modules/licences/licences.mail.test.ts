import { WorkAuditStatus } from '@stringer/shared/statuses';
import { dataOf } from '@stringer/test-support/api';
import { newStaff } from '@stringer/test-support/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Support's replies to a licence request as the asker's mail client gets them: one thread (0063). */

let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let t: TestApp;
let requestId: number;
const ASKER = 'desk@harbour-news.example';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://stringer.example' });
  // The request as the page's form leaves it (the form's checks have their own tests, public-works.test.ts).
  const { rows } = await t.sql.query(
    `WITH creator AS (
       INSERT INTO accounts (mail, account, real_name) VALUES ('licence-thread@example.com', 'licence_thread', 'Cam') RETURNING id
     ), cover AS (
       INSERT INTO files (id, owner_id, kind, original_name, mime, size, storage_key, state)
       SELECT 'licence-thread-cover', id, 'cover', 'c.jpg', 'image/jpeg', 1, 'k/c.jpg', 'ready' FROM creator RETURNING id, owner_id
     ), work AS (
       INSERT INTO works (owner_id, title, description, cover_file_id, audit_status, public_at)
       SELECT owner_id, 'Harbour flood', 'Water at the pier', id, ${WorkAuditStatus.Passed}, now() FROM cover RETURNING id
     )
     INSERT INTO licence_requests (work_id, name, organisation, mail, intended_use, language)
     SELECT id, 'Ada', 'Harbour News', '${ASKER}', 'Evening bulletin', 'en' FROM work RETURNING id`,
  );
  requestId = rows[0].id;
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A header's value, unfolded (a long References line continues on indented lines). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim();

/** A header's text as the reader sees it: MIME encoded words (RFC 2047) decoded. */
const decoded = (value = '') =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

describe('licence reply mail', () => {
  it("should thread support's replies in the asker's mailbox: Message-ID, In-Reply-To, References, Re: subject", async () => {
    const support = await newStaff(t.app, t.url, 'support');
    const reply = (body: string) =>
      dataOf(t.app, 'POST', '/manager/licence/reply', { token: support.token, body: { id: requestId, body } });
    await reply('Yes, 500 USD.');
    await reply('And credited, please.');
    const [first, second] = (await smtp.mailsTo(ASKER, 2)).map((m) => m.raw) as [string, string];

    const root = `<licence-request-${requestId}@stringer.example>`;
    const firstId = header(first, 'Message-ID') as string;
    expect(firstId).toMatch(new RegExp(`^<licence-request-${requestId}\\.\\d+@stringer\\.example>$`));
    expect(header(first, 'In-Reply-To')).toBe(root);
    expect(header(first, 'References')).toBe(root);

    const secondId = header(second, 'Message-ID');
    expect(secondId).not.toBe(firstId);
    expect(header(second, 'In-Reply-To')).toBe(firstId);
    expect(header(second, 'References')).toBe(`${root} ${firstId}`);

    for (const raw of [first, second])
      expect(decoded(header(raw, 'Subject'))).toBe('Re: your licence request for “Harbour flood”');
  });
});
