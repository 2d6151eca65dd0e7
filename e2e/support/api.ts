import { readFileSync } from 'node:fs';
import { logIn, PASSWORD, signUp, someRegion, uniqueMail } from '@stringer/test-support/accounts';
import { dataOf, overHttp } from '@stringer/test-support/api';
import { makeJpegFile, makeVideoFile } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';
import pg from 'pg';
import { baseUrl, databaseUrl } from './server';

/**
 * Each creator made through the API calls from an address of its own (IPv6's documentation prefix,
 * a header only: the e2e server trusts X-Forwarded-For), as real creators would: the per-IP limits
 * stay real. The process id is in it: every e2e file runs in its own process against one server,
 * and 250 TEST-NET addresses shared by all of them ran into the sign-up code's per-IP limit.
 */
let address = '';
let creators = 0;

/** The e2e server, for the test-support factories, calling from the newest creator's address. */
export const api = () => overHttp(baseUrl(), { forwardedFor: address });

const tokyo = () => someRegion(api(), { country: 'Japan', province: 'Tokyo' });

/** A creator made through the API, for journeys that start signed up. */
export async function createCreator() {
  address = `2001:db8:${process.pid.toString(16)}::${(++creators).toString(16)}`;
  const { mail } = await signUp(api(), {
    mail: uniqueMail('e2e'),
    realName: 'Eve Tester',
    ...(await tokyo()),
    account: `e2e_${Math.random().toString(36).slice(2, 12)}`,
  });
  return { mail, password: PASSWORD };
}

/** A session token for the creator, as the login screen would get. */
export const logInByApi = (mail: string, password = PASSWORD) => logIn(api(), mail, password);

/** Leaves a draft of Publish Work, as the form's autosave would. */
export const saveDraftByApi = (token: string, draft: Record<string, unknown>) =>
  dataOf(api(), 'PUT', '/web/draft', { token, body: draft });

/** Uploads a file as the creator (or staff, a cover) and waits until it may be attached. */
export const readyFile = (token: string, file: string, kind: string) =>
  uploadReady(api(), baseUrl(), token, readFileSync(file), { kind, filename: file.split('/').pop() ?? file });

/** A creator with a work made for a seeded task, a clue and a draft, so lists and details have content. */
export async function createCreatorWithContent(taskTitle = 'Morning markets') {
  const creator = await createCreator();
  const token = await logInByApi(creator.mail);
  const [task] = await sql('SELECT id FROM tasks WHERE title = $1', [taskTitle]);
  const [tag] = await dataOf<{ id: number }[]>(api(), 'GET', '/web/tag/works/select/list');
  const coverFileId = await readyFile(token, makeJpegFile('cover.jpg', '1280x720'), 'cover');
  const videoFileId = await readyFile(token, makeVideoFile('clip.mp4', 2), 'video');
  const work = await dataOf<{ worksId: number }>(api(), 'POST', '/web/works', {
    token,
    body: {
      title: 'Market at dawn',
      description: 'Traders setting up before sunrise.',
      tags: [tag?.id],
      coverFileId,
      videoFileIds: [videoFileId],
      taskId: task.id,
    },
  });
  const clue = await dataOf<{ id: number }>(api(), 'POST', '/web/clue', {
    token,
    body: {
      title: 'Flooded underpass',
      description: 'The underpass by the station is under water.',
      happenedOn: new Date().toISOString().slice(0, 10),
      ...(await tokyo()),
    },
  });
  await saveDraftByApi(token, { title: 'Night market, part two' });
  return { ...creator, taskId: Number(task.id), workId: work.worksId, clueId: clue.id };
}

/** SQL on the server's database, for what no screen does (ending a session from outside). */
export async function sql(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
