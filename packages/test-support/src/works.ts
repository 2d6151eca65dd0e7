import { type Api, call, dataOf } from './api';
import { makeJpeg, uploadVideo } from './media';
import { uploadReady } from './uploads';

interface WorkOptions {
  title?: string;
  description?: string;
  /** The videos' file names, one real upload each (ready before publishing). */
  videos?: string[];
  /** How long each video runs. */
  seconds?: number;
  /** Their frame rate (ffmpeg's "30000/1001" or a number); 25 unless given. */
  rate?: number | string;
}

/**
 * A creator's work published through the API, with a cover, a tag and real videos processed to
 * ready: what a reviewer's suite starts from (review console, notes). Its id and its videos' ids.
 */
export async function publishWorkWithVideos(app: Api, base: string, token: string, o: WorkOptions = {}) {
  const videoFileIds: string[] = [];
  for (const name of o.videos ?? ['clip.mp4']) {
    videoFileIds.push(await uploadVideo(app, base, token, name, o));
  }
  return { worksId: await publishWorkOf(app, base, token, videoFileIds, o), videoFileIds };
}

/** A work published through the API from videos already uploaded, with a cover and a tag: its id. */
export async function publishWorkOf(
  app: Api,
  base: string,
  token: string,
  videoFileIds: string[],
  o: Pick<WorkOptions, 'title' | 'description'> & { taskId?: number } = {},
) {
  const [tag] = await dataOf<{ id: number }[]>(app, 'GET', '/web/tag/works/select/list');
  const coverFileId = await uploadReady(app, base, token, makeJpeg('cover.jpg'), {
    kind: 'cover',
    filename: 'cover.jpg',
  });
  const res = await call(app, 'POST', '/web/works', {
    token,
    body: {
      title: o.title ?? 'Harbour at dawn',
      description: o.description ?? 'Full footage: https://pan.example.com/s/harbour',
      tags: [tag?.id],
      coverFileId,
      videoFileIds,
      taskId: o.taskId,
    },
  });
  if (res.status !== 200) throw new Error(`the work was not published: ${JSON.stringify(res.body)}`);
  return res.body.data.worksId as number;
}
