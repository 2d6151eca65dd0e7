import type { FileKind } from '@stringer/shared/files';
import type { FileInfo } from '@stringer/shared/schemas/files';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import { http } from './http';
import { useLiveMedia } from './live-media';
import { useSession } from './session';

export const getFileInfo = (fileId: string) => http.get(`/web/files/${fileId}/info`);

export const fileKeys = {
  info: (fileId: string) => ['files', fileId, 'info'] as const,
};

/**
 * A stored file of mine as the server sees it now: a video's processing included, fetched again
 * (as every shown query is) when the socket says that it moved. `enabled: false` where the
 * socket's word on it (which carries the same) is at hand.
 */
export const useFileInfo = (fileId: string, enabled = true) =>
  useQuery({ queryKey: fileKeys.info(fileId), queryFn: () => getFileInfo(fileId), enabled });

/** Processes my video again, once its processing took too long several times (decision 0073). */
export const retryVideo = (fileId: string) => http.post(`/web/files/${fileId}/renditions/retry`);

/** What an upload waits for: the server's verdict on the file, and the figures a refusal quotes. */
export type Verdict = Pick<FileInfo, 'state' | 'refusedKey' | 'refusedAtS' | 'durationS'>;
const judged = (file: Verdict | undefined): file is Verdict => file?.state === 'ready' || file?.state === 'refused';

/**
 * Waits until the server has judged a file uploaded since `since` (a picture at once, a video once
 * probed): the socket tells it (`media`). The server is asked only for a word the socket may have
 * missed: once now unless it has been connected since the upload began, and once at each reconnection.
 */
export function settled(fileId: string, since: number): Promise<Verdict> {
  return new Promise((resolve, reject) => {
    const finish = (end: () => void) => {
      off();
      end();
    };
    /** The connection the server was last asked under; undefined before the first look. */
    let askedUnder: number | null | undefined;
    const ask = (connectedAt: number | null) => {
      askedUnder = connectedAt;
      getFileInfo(fileId).then(
        (info) => judged(info) && finish(() => resolve(info)),
        (err: unknown) => finish(() => reject(err)),
      );
    };
    const check = ({ byFile, connectedAt }: ReturnType<typeof useLiveMedia.getState>) => {
      const heard = byFile[fileId];
      if (judged(heard)) return finish(() => resolve(heard));
      if (askedUnder === undefined) {
        // Not connected, or connected after the upload began: its word may have gone by unheard.
        if (connectedAt === null || connectedAt > since) ask(connectedAt);
        else askedUnder = connectedAt;
      } else if (connectedAt !== null && connectedAt !== askedUnder) ask(connectedAt);
    };
    const off = useLiveMedia.subscribe(check);
    check(useLiveMedia.getState());
  });
}

interface Handlers {
  onProgress(sent: number, total: number): void;
  onDone(fileId: string): void;
  onError(msgKey: string): void;
}

/** The refusal key the server sent with a failed tus request, if any. */
function refusalKey(err: unknown) {
  const body = (err as { originalResponse?: { getBody(): string } }).originalResponse?.getBody();
  try {
    const parsed = JSON.parse(body ?? '') as { msgKey?: string; errors?: { msgKey: string }[] };
    return parsed.errors?.[0]?.msgKey ?? parsed.msgKey;
  } catch {
    return undefined;
  }
}

/**
 * A resumable upload of one file. tus-js-client remembers it (by the file's name, size and date)
 * in localStorage, so choosing the same file again after a reload or a closed tab resumes it.
 */
export function startUpload(file: File, kind: FileKind, h: Handlers) {
  const { token, tokenName } = useSession.getState();
  const upload = new Upload(file, {
    endpoint: '/web/files',
    chunkSize: 8 * 1024 * 1024,
    retryDelays: [0, 1000, 3000, 5000, 10000, 20000],
    headers: token && tokenName ? { [tokenName]: token } : {},
    metadata: { kind, filename: file.name },
    removeFingerprintOnSuccess: true,
    onProgress: h.onProgress,
    onSuccess: () => h.onDone(upload.url?.split('/').pop() ?? ''),
    onError: (err) => h.onError(refusalKey(err) ?? 'errors.uploadFailed'),
  });
  void upload.findPreviousUploads().then((previous) => {
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  });
  return {
    pause: () => upload.abort(),
    resume: () => upload.start(),
    /** Stops and tells the server to drop what it has. */
    cancel: () => upload.abort(true).catch(() => {}),
  };
}
