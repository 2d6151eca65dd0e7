import { TOKEN_NAME } from '@stringer/shared/constants';
import type { FileInfo } from '@stringer/shared/schemas/files';
import { type DetailedError, Upload } from 'tus-js-client';
import { type Api, dataOf } from './api';
import { poll } from './poll';

export interface Sent {
  url: string;
  fileId: string;
}

interface Options {
  kind: string;
  filename: string;
  chunkSize?: number;
  /** Resume this upload instead of creating one. */
  uploadUrl?: string;
  /** Stop (as a dropped connection would) once this many bytes are acknowledged. */
  stopAfter?: number;
}

/** Sends bytes with tus-js-client, the browser's own client, over real HTTP. */
export function tusSend(base: string, token: string, bytes: Buffer, o: Options): Promise<Sent & { stopped: boolean }> {
  return new Promise((resolve, reject) => {
    let stopped = false;
    const upload: Upload = new Upload(bytes, {
      endpoint: `${base}/web/files`,
      uploadUrl: o.uploadUrl ?? null,
      chunkSize: o.chunkSize ?? 256 * 1024,
      retryDelays: [],
      headers: { [TOKEN_NAME]: token },
      metadata: { kind: o.kind, filename: o.filename },
      onChunkComplete: (_chunk, accepted) => {
        if (!stopped && o.stopAfter !== undefined && accepted >= o.stopAfter && accepted < bytes.length) {
          stopped = true;
          void upload.abort().then(() => resolve({ ...idOf(upload.url), stopped: true }));
        }
      },
      onSuccess: () => {
        if (!stopped) resolve({ ...idOf(upload.url), stopped: false });
      },
      onError: (err) => reject(err as DetailedError),
    });
    upload.start();
  });
}

function idOf(url: string | null) {
  const full = url ?? '';
  return { url: full, fileId: full.split('/').pop() ?? '' };
}

/** The JSON body a refused tus request carried. */
export function refusal(err: unknown) {
  const res = (err as DetailedError).originalResponse;
  return { status: res?.getStatus(), body: JSON.parse(res?.getBody() || '{}') as { msgKey?: string } };
}

/** A tus send that must be refused: what the refusal said (fails if the server took it). */
export function refusedSend(...args: Parameters<typeof tusSend>) {
  return tusSend(...args).then((): ReturnType<typeof refusal> => {
    throw new Error('the server accepted an upload it should have refused');
  }, refusal);
}

/** A file's info once it reaches one of `states` (probing runs as a background job). */
export function waitForFile(app: Api, token: string, fileId: string, states: FileInfo['state'][]) {
  return poll(
    `file ${fileId} in ${states}`,
    async () => {
      const info = await dataOf<FileInfo>(app, 'GET', `/web/files/${fileId}/info`, { token });
      return states.includes(info.state) ? info : undefined;
    },
    { timeout: 30_000 },
  );
}

/** Uploads bytes and waits until the file is ready to attach to a work or clue. */
export async function uploadReady(
  app: Api,
  base: string,
  token: string,
  bytes: Buffer,
  o: { kind: string; filename: string },
): Promise<string> {
  const { fileId } = await tusSend(base, token, bytes, o);
  await waitForFile(app, token, fileId, ['ready']);
  return fileId;
}
