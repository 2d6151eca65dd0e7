import { readFileSync } from 'node:fs';
import path from 'node:path';
import { logIn } from '@stringer/test-support/accounts';
import { dataOf } from '@stringer/test-support/api';
import { makeJpeg, makeVideo } from '@stringer/test-support/media';
import { uploadReady } from '@stringer/test-support/uploads';

import { api } from './api';
import { baseUrl } from './server';

/** Uploads over tus, as the browser does, and waits until the server has judged the file. */
const upload = (token: string, bytes: Buffer, kind: string, filename: string) =>
  uploadReady(api(), baseUrl(), token, bytes, { kind, filename });

interface Extra {
  activityId?: number;
  taskId?: number;
  /** The work's videos (files on disk, as a camera or phone wrote them); a 1 s test clip otherwise. */
  videos?: string[];
  /** Where the creator says it was filmed, in words. */
  location?: string;
}

/** A creator's published work with a real cover and video, made through the API; it may answer an activity or task. */
export async function publishWork(mail: string, title: string, { videos, ...answers }: Extra = {}) {
  const token = await logIn(api(), mail);
  const tags = await dataOf<{ id: number }[]>(api(), 'GET', '/web/tag/works/select/list');
  const created = await dataOf<{ worksId: number }>(api(), 'POST', '/web/works', {
    token,
    body: {
      title,
      description: 'Full footage: https://pan.example.com/s/e2e',
      tags: [tags[0]?.id],
      coverFileId: await upload(token, makeJpeg('e2e-cover.jpg'), 'cover', 'cover.jpg'),
      videoFileIds: videos
        ? await Promise.all(videos.map((file) => upload(token, readFileSync(file), 'video', path.basename(file))))
        : [await upload(token, makeVideo('e2e-review.mp4', 1), 'video', 'review.mp4')],
      ...answers,
    },
  });
  return created.worksId;
}
