import type { FileInfo } from '@stringer/shared/schemas/files';
import type { TFunction } from 'i18next';
import { allReady, type FormFile } from './file-uploader';

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

/** At least `min` files that were not refused, all of them uploaded and processed. */
export const filesRule = (t: TFunction, min: number, requiredKey: string) => ({
  validator: async (_rule: unknown, files?: FormFile[]) => {
    if ((files ?? []).filter((f) => f.state !== 'refused').length < min) throw new Error(t(requiredKey));
    if (!allReady(files)) throw new Error(t('errors.fileNotReady'));
  },
});
