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

type EarlierWork = Pick<WorkForReview['earlierWorks'][number], 'worksId' | 'title' | 'auditStatus'> & {
  submittedAt: Date;
};

/** A work as its creator sees it, and what only staff see: public or not, withdrawn, the creator's earlier works. */
export const presentWorkForReview = (
  row: Pick<WorkRow, 'publicAt' | 'withdrawnAt'>,
  { detail, creator, earlier }: { detail: WorkDetail; creator: ReviewCreator; earlier: EarlierWork[] },
): WorkForReview => ({
  ...detail,
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
