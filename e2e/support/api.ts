import { readFileSync } from 'node:fs';
import { TOKEN_NAME } from '@stringer/shared/constants';
import pg from 'pg';
import { inject } from 'vitest';
import { makeJpegFile, makeVideoFile } from '../../apps/server/test/media';
import { tusSend } from '../../apps/server/test/uploads';

const base = () => inject('baseUrl');

let counter = 0;
export const uniqueMail = (prefix = 'e2e') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

export const PASSWORD = 'Secret123';

/**
 * Each creator made through the API calls from an address of its own (IPv6's documentation prefix,
 * a header only: the e2e server trusts X-Forwarded-For), as real creators would: the per-IP limits
 * stay real. The process id is in it: every e2e file runs in its own process against one server,
 * and 250 TEST-NET addresses shared by all of them ran into the sign-up code's per-IP limit.
 */
let address = '';

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base()}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      // The dev mailbox refuses relayed requests (docs/decisions/0013): it is read directly.
      ...(address && !path.startsWith('/dev/') ? { 'x-forwarded-for': address } : {}),
      ...(token ? { [TOKEN_NAME]: token } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; data: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The newest code the dev mailbox holds for an address, once more than `seen` mails arrived. */
export async function mailedCode(mail: string, seen = 0) {
  for (let i = 0; i < 100; i++) {
    const mails = await call<{ text: string }[]>('GET', `/dev/mail?to=${encodeURIComponent(mail)}`);
    if (mails.length > seen) return /\b(\d{6})\b/.exec(mails[0]?.text ?? '')?.[1] as string;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail reached ${mail}`);
}

/** Japan, Tokyo and its first city, as the area ids a form sends. */
async function tokyo() {
  const countries = await call<{ list: { id: number; name: string }[] }>('GET', '/api/area/countries');
  const japan = countries.list.find((c) => c.name === 'Japan');
  const provinces = await call<{ list: { id: number; name: string }[] }>(
    'GET',
    `/api/area/provinces?countryId=${japan?.id}`,
  );
  const province = provinces.list.find((p) => p.name.startsWith('Tokyo'));
  const cities = await call<{ list: { id: number }[] }>('GET', `/api/area/cities?provinceId=${province?.id}`);
  return { countryId: japan?.id, provinceId: province?.id, cityId: cities.list[0]?.id };
}

/** A creator made through the API, for journeys that start signed up. */
export async function createCreator() {
  const mail = uniqueMail();
  address = `2001:db8:${process.pid.toString(16)}::${counter.toString(16)}`;
  await call('POST', '/web/custom/mail/code', { mail });
  const code = await mailedCode(mail);
  const body = {
    realName: 'Eve Tester',
    ...(await tokyo()),
    account: `e2e_${Math.random().toString(36).slice(2, 12)}`,
    mail,
    code,
    password: PASSWORD,
  };
  await call('POST', '/web/custom/create', body);
  return { mail, password: PASSWORD };
}

/** A session token for the creator, as the login screen would get. */
export async function logInByApi(mail: string, password = PASSWORD) {
  return (await call<{ token: string }>('POST', '/web/account/email/login', { email: mail, password })).token;
}

/** Leaves a draft of Publish Work, as the form's autosave would. */
export const saveDraftByApi = (token: string, draft: Record<string, unknown>) =>
  call('PUT', '/web/draft', draft, token);

/** Uploads a file as the creator (or staff, a cover) and waits until it may be attached. */
export async function readyFile(token: string, file: string, kind: string) {
  const { fileId } = await tusSend(base(), token, readFileSync(file), {
    kind,
    filename: file.split('/').pop() ?? file,
  });
  for (let i = 0; i < 150; i++) {
    const info = await call<{ state: string }>('GET', `/web/files/${fileId}/info`, undefined, token);
    if (info.state === 'ready') return fileId;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`file ${fileId} never got ready`);
}

/** A creator with a work made for a seeded task, a clue and a draft, so lists and details have content. */
export async function createCreatorWithContent(taskTitle = 'Morning markets') {
  const creator = await createCreator();
  const token = await logInByApi(creator.mail);
  const [task] = await sql('SELECT id FROM tasks WHERE title = $1', [taskTitle]);
  const [tag] = await call<{ id: number }[]>('GET', '/web/tag/works/select/list');
  const coverFileId = await readyFile(token, makeJpegFile('cover.jpg', '1280x720'), 'cover');
  const videoFileId = await readyFile(token, makeVideoFile('clip.mp4', 2), 'video');
  const work = await call<{ worksId: number }>(
    'POST',
    '/web/works',
    {
      title: 'Market at dawn',
      description: 'Traders setting up before sunrise.',
      tags: [tag?.id],
      coverFileId,
      videoFileIds: [videoFileId],
      taskId: task.id,
    },
    token,
  );
  const clue = await call<{ id: number }>(
    'POST',
    '/web/clue',
    {
      title: 'Flooded underpass',
      description: 'The underpass by the station is under water.',
      happenedOn: new Date().toISOString().slice(0, 10),
      ...(await tokyo()),
    },
    token,
  );
  await saveDraftByApi(token, { title: 'Night market, part two' });
  return { ...creator, taskId: Number(task.id), workId: work.worksId, clueId: clue.id };
}

/** SQL on the server's database, for what no screen does (ending a session from outside). */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
