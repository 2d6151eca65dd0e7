import type { AuthSession } from '../../../platform/auth';
import type { Db } from '../../../platform/db/database';
import { AppError } from '../../../platform/errors';
import { filesRepository } from '../files.repository';

/** Where a published picture is served, to anyone (no session, no signature: it is on public pages). */
export const IMAGES_PATH = '/web/images/';
export const publicImagePath = (fileId: string) => `${IMAGES_PATH}${fileId}`;

/**
 * What an image field of the console stores (activity and task covers, banners, articles). The
 * value is either the path the item shows already (kept as it is), or the id of a picture the
 * staff member just uploaded through `/web/files` (kind `cover`: JPG or PNG, sniffed from its
 * bytes, under 5 MB). That upload is marked published, in the caller's transaction, and its
 * public path returned. Uploads stay private until then: a creator's work cover is only ever
 * served by a signed URL, and nobody can publish someone else's upload.
 */
export async function publishImage(
  db: Db,
  auth: AuthSession,
  value: string,
  { field, current }: { field: string; current?: string | null },
): Promise<string> {
  if (current && value === current) return current;
  // The public path of the staff member's own published picture names the same file.
  const fileId = value.startsWith(IMAGES_PATH) ? value.slice(IMAGES_PATH.length) : value;
  const row = await filesRepository.publish(db, fileId, auth.accountId);
  if (!row) throw new AppError('imageNotPublishable', [{ field, msgKey: 'errors.imageNotPublishable' }]);
  return publicImagePath(row.id);
}
