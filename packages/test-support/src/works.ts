import { type Api, call, dataOf } from './api';
import { makeJpeg, makeVideo } from './media';
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
  const [tag] = await dataOf<{ id: number }[]>(app, 'GET', '/web/tag/works/select/list');
  const upload = (bytes: Buffer, kind: string, filename: string) =>
    uploadReady(app, base, token, bytes, { kind, filename });
  const videoFileIds: string[] = [];
  for (const name of o.videos ?? ['clip.mp4']) {
    videoFileIds.push(await upload(makeVideo(name, o.seconds ?? 1, undefined, o.rate), 'video', name));
  }
  const res = await call(app, 'POST', '/web/works', {
    token,
    body: {
      title: o.title ?? 'Harbour at dawn',
      description: o.description ?? 'Full footage: https://pan.example.com/s/harbour',
      tags: [tag?.id],
      coverFileId: await upload(makeJpeg('cover.jpg'), 'cover', 'cover.jpg'),
      videoFileIds,
    },
  });
  if (res.status !== 200) throw new Error(`the work was not published: ${JSON.stringify(res.body)}`);
  return { worksId: res.body.data.worksId as number, videoFileIds };
}
