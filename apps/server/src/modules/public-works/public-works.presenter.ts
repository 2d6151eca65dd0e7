import type { PublicCredentials } from '@stringer/shared/schemas/content-credentials';
import type { PublicWork, PublicWorkDetail } from '@stringer/shared/schemas/public-works';
import type { FileRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentFile } from '../files';
import type { PublicCardRow } from './public-works.repository';

/** A public work as anyone sees it: no review details, the creator by public name and country; videos as renditions only. */
export function presentPublicWork(row: PublicCardRow, videos: FileRow[], storage: Signer): PublicWork {
  const { work, cover } = row;
  return {
    worksId: work.id,
    title: work.title,
    description: work.description,
    cover: cover ? { fileId: cover.id, url: storage.signedUrl(cover.id) } : null,
    videos: videos.map((f) => presentFile(f, storage, 'public')),
    tags: row.tags,
    creator: { nickName: row.nickName, avatarUrl: row.avatarUrl, country: row.country },
    location: work.location,
    shootingDate: work.shootingDate,
    publicAt: work.publicAt?.toISOString() ?? null,
  };
}

/** Where a public work is shared from, and its poster: absolute, as link cards need them. */
export const shareAddresses = (publicUrl: string, id: number) => ({
  shareUrl: `${publicUrl}/v/${id}`,
  posterUrl: `${publicUrl}/v/${id}/poster`,
});

/**
 * The page's card, its addresses, the licence form's token, the newsroom's verification (its day
 * only) and its video's Content Credentials when valid.
 */
export function presentPublicWorkDetail(
  card: PublicWork,
  addresses: ReturnType<typeof shareAddresses>,
  licenceFormToken: string,
  { verifiedAt, credentials }: { verifiedAt: Date | null; credentials: PublicCredentials | null },
): PublicWorkDetail {
  return {
    ...card,
    ...addresses,
    posterUrl: card.cover ? addresses.posterUrl : null,
    licenceFormToken,
    verifiedAt: verifiedAt?.toISOString() ?? null,
    credentials,
  };
}
