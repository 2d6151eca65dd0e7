import type { FileInfo } from '@stringer/shared/schemas/files';
import type {
  CertificationForReview,
  ClueForReview,
  ReviewCreator,
  WorkForReview,
} from '@stringer/shared/schemas/review';
import type { WorkDetail } from '@stringer/shared/schemas/works';
import type { AccountRow, CertificationRow, ClueRow, FileRow, WorkRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentFile } from '../files';

type Place = ReviewCreator['area'];

/** The creator as a reviewer sees them: profile, certification and where they are. */
export function presentCreator(row: AccountRow, area: Place): ReviewCreator {
  return {
    id: row.id,
    realName: row.realName,
    nickName: row.nickName,
    mail: row.mail,
    avatarUrl: row.avatarUrl,
    intro: row.intro,
    certificationStatus: row.certificationStatus,
    createdAt: row.createdAt.toISOString(),
    area,
  };
}

/** A video whose original may be downloaded (it has an address) gets the custody one instead. */
const withCustody = (file: FileInfo, originalUrl: (fileId: string) => string): FileInfo =>
  file.url === null ? file : { ...file, url: originalUrl(file.fileId) };

type EarlierWork = Pick<WorkForReview['earlierWorks'][number], 'worksId' | 'title' | 'auditStatus'> & {
  submittedAt: Date;
};

/**
 * A work as its creator sees it, and what only staff see: public or not, withdrawn, the creator's
 * earlier works. Each video's original (earlier versions' too) is given by its custody address,
 * signed for the reader (decision 0082): staff never get an original's plain address.
 */
export const presentWorkForReview = (
  row: Pick<WorkRow, 'publicAt' | 'withdrawnAt'>,
  {
    detail,
    creator,
    earlier,
    originalUrl,
  }: { detail: WorkDetail; creator: ReviewCreator; earlier: EarlierWork[]; originalUrl(fileId: string): string },
): WorkForReview => ({
  ...detail,
  videos: detail.videos.map((v) => withCustody(v, originalUrl)),
  versions: detail.versions.map((v) =>
    v.content
      ? { ...v, content: { ...v.content, videos: v.content.videos.map((f) => withCustody(f, originalUrl)) } }
      : v,
  ),
  isPublic: row.publicAt !== null,
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
  creator,
  earlierWorks: earlier.map(({ submittedAt, ...w }) => ({ ...w, submitTime: submittedAt.toISOString() })),
});

export function presentClueForReview(
  row: ClueRow,
  ctx: { media: FileRow[]; area: Place; creator: ReviewCreator },
  storage: Signer,
): ClueForReview {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    happenedOn: row.happenedOn,
    area: ctx.area,
    place: row.place,
    diskLink: row.diskLink,
    source: row.source,
    sourceLink: row.sourceLink,
    media: ctx.media.map((f) => presentFile(f, storage)),
    auditStatus: row.auditStatus,
    reviewReason: row.reviewReason,
    submitTime: row.submittedAt.toISOString(),
    creator: ctx.creator,
  };
}

export function presentCertificationForReview(
  row: CertificationRow,
  ctx: { resume: FileRow; area: Place; creator: ReviewCreator },
  storage: Signer,
): CertificationForReview {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    birthDate: row.birthDate,
    area: ctx.area,
    resume: presentFile(ctx.resume, storage),
    status: row.status,
    reason: row.reason,
    submitTime: row.submittedAt.toISOString(),
    creator: ctx.creator,
  };
}
