import { z } from 'zod';
import { FILE_KIND_NAMES } from '../files';

/** An uploaded file as its owner sees it: state, probe results, a signed URL while it can be read. */
export const fileInfo = z.object({
  fileId: z.string(),
  kind: z.enum(FILE_KIND_NAMES),
  name: z.string(),
  size: z.number(),
  mime: z.string().nullable(),
  state: z.enum(['uploading', 'processing', 'ready', 'refused']),
  refusedKey: z.string().nullable(),
  durationS: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  url: z.string().nullable(),
});
export type FileInfo = z.infer<typeof fileInfo>;

/** A stored picture in a list: its id and a signed URL. */
export const signedPicture = z.object({ fileId: z.string(), url: z.string() });
