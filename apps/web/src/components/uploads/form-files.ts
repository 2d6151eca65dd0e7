import type { FileInfo } from '@stringer/shared/schemas/files';
import type { TFunction } from 'i18next';
import { allReady, type FormFile, refusalOf } from './file-uploader';

/** A stored file as the uploader field holds it (editing a saved work or clue). */
export const formFileOf = (f: FileInfo): FormFile => ({
  uid: f.fileId,
  fileId: f.fileId,
  name: f.name,
  size: f.size,
  state: 'ready',
});

/** The ids a call takes, from an uploader field's files. */
export const fileIdsOf = (files: FormFile[] | undefined) => (files ?? []).flatMap((f) => (f.fileId ? [f.fileId] : []));

/**
 * At least `min` files, all of them uploaded and processed. A refused or stopped one is named, with
 * why: "still uploading or processing" would send the creator waiting for a file that never will be.
 */
export const filesRule = (t: TFunction, min: number, requiredKey: string) => ({
  validator: async (_rule: unknown, files: FormFile[] = []) => {
    const refused = files.find((f) => f.state === 'refused');
    if (refused) throw new Error(t('uploads.refusedInList', { name: refused.name, reason: refusalOf(t, refused) }));
    const stopped = files.find((f) => f.state === 'missing');
    if (stopped) throw new Error(t('uploads.stoppedInList', { name: stopped.name }));
    if (files.length < min) throw new Error(t(requiredKey));
    if (!allReady(files)) throw new Error(t('errors.fileNotReady'));
  },
});
