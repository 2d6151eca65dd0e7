import type { FileKind } from '@stringer/shared/files';
import type { FileInfo } from '@stringer/shared/schemas/files';
import { useQuery } from '@tanstack/react-query';
import { Upload } from 'tus-js-client';
import { http } from './http';
import { useSession } from './session';

export const getFileInfo = (fileId: string) => http.get(`/web/files/${fileId}/info`);

export const fileKeys = {
  info: (fileId: string) => ['files', fileId, 'info'] as const,
};

/**
 * A stored file of mine as the server sees it now: a video's processing included, fetched again
 * (as every shown query is) when the socket says that it moved.
 */
export const useFileInfo = (fileId: string) =>
  useQuery({ queryKey: fileKeys.info(fileId), queryFn: () => getFileInfo(fileId) });

/** Processes my video again, once its processing took too long several times (decision 0073). */
export const retryVideo = (fileId: string) => http.post(`/web/files/${fileId}/renditions/retry`);

/** Waits until the server has judged and probed a file (ready or refused). */
export async function settled(fileId: string, signal?: AbortSignal): Promise<FileInfo> {
  for (let wait = 300; ; wait = Math.min(wait * 1.5, 3000)) {
    const info = await getFileInfo(fileId);
    if (info.state === 'ready' || info.state === 'refused') return info;
    await new Promise((r) => setTimeout(r, wait));
    if (signal?.aborted) throw new Error('aborted');
  }
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
