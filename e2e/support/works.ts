import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { makeJpeg, makeVideo } from '../../apps/server/test/media';
import { tusSend } from '../../apps/server/test/uploads';
import { PASSWORD } from './api';

async function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { 'stringer-token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { code: number; data: T };
  if (json.code !== 200) throw new Error(`${method} ${path}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Uploads over tus, as the browser does, and waits until the server has judged the file. */
async function upload(token: string, bytes: Buffer, kind: string, filename: string) {
  const { fileId } = await tusSend(inject('baseUrl'), token, bytes, { kind, filename });
  for (let i = 0; i < 150; i++) {
    const info = await api<{ state: string }>('GET', `/web/files/${fileId}/info`, token);
    if (info.state === 'ready') return fileId;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${filename} never became ready`);
}

interface Extra {
  activityId?: number;
  taskId?: number;
  /** The work's videos (files on disk, as a camera or phone wrote them); a 1 s test clip otherwise. */
  videos?: string[];
}

/** A creator's published work with a real cover and video, made through the API; it may answer an activity or task. */
export async function publishWork(mail: string, title: string, { videos, ...answers }: Extra = {}) {
  const { token } = await api<{ token: string }>('POST', '/web/account/email/login', undefined, {
    email: mail,
    password: PASSWORD,
  });
  const tags = await api<{ id: number }[]>('GET', '/web/tag/works/select/list');
  const created = await api<{ worksId: number }>('POST', '/web/works', token, {
    title,
    description: 'Full footage: https://pan.example.com/s/e2e',
    tags: [tags[0]?.id],
    coverFileId: await upload(token, makeJpeg('e2e-cover.jpg'), 'cover', 'cover.jpg'),
    videoFileIds: videos
      ? await Promise.all(videos.map((file) => upload(token, readFileSync(file), 'video', path.basename(file))))
      : [await upload(token, makeVideo('e2e-review.mp4', 1), 'video', 'review.mp4')],
    ...answers,
  });
  return created.worksId;
}
