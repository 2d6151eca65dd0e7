import type { Tag, Titled } from '@stringer/shared/schemas/common';
import type { PublicWork, WorkDetail, WorkReward, WorkSummary } from '@stringer/shared/schemas/works';
import type { ActivityRow, FileRow, TaskRow, WorkRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentFile } from '../files/files.presenter';

export interface WorkContext {
  tags: Tag[];
  activity: ActivityRow | null;
  task: TaskRow | null;
  cover: FileRow | null;
  videos: FileRow[];
  attachments: FileRow[];
}

/** What a row of My works shows beside the work itself: tags, titles, and the cover's id. */
export interface WorkSummaryContext {
  tags: Tag[];
  activity: Titled | null;
  task: Titled | null;
  cover: Pick<FileRow, 'id'> | null;
  /** The least progress among its videos still being processed (works.repository); null once done. */
  videosProcessing: number | null;
}

/** The columns of a work a list row reads (the list selects only these). */
export type WorkSummaryRow = Pick<
  WorkRow,
  'id' | 'ownerId' | 'title' | 'submittedAt' | 'auditStatus' | 'reviewedAt' | 'reviewReason'
>;

const titleOf = ({ id, title, titleZh }: Titled): Titled => ({ id, title, titleZh });

/** As works.repository's list computes it, from the videos a detail has read anyway. */
function videosProcessing(videos: FileRow[]) {
  const waiting = videos.filter((v) => v.renditionState === 'pending' || v.renditionState === 'processing');
  return waiting.length ? Math.min(...waiting.map((v) => v.renditionProgress ?? 0)) : null;
}

/** A row of My works: what the list shows (spec section 2's columns). */
export function presentWorkSummary(row: WorkSummaryRow, ctx: WorkSummaryContext, storage: Signer): WorkSummary {
  return {
    worksId: row.id,
    customId: row.ownerId,
    title: row.title,
    cover: ctx.cover ? { fileId: ctx.cover.id, url: storage.signedUrl(ctx.cover.id) } : null,
    tags: ctx.tags,
    activity: ctx.activity ? titleOf(ctx.activity) : null,
    task: ctx.task ? titleOf(ctx.task) : null,
    submitTime: row.submittedAt.toISOString(),
    auditStatus: row.auditStatus,
    reviewTime: row.reviewedAt?.toISOString() ?? null,
    reviewReason: row.reviewReason,
    videosProcessing: ctx.videosProcessing,
  };
}

/** The reward of a work made for a task or activity; null for a work on its own. */
function presentReward(row: WorkRow, { task, activity }: WorkContext): WorkReward {
  if (!task && !activity) return null;
  return {
    points: row.points ?? task?.points ?? null,
    score: row.score,
    minScore: activity?.minScore ?? null,
    maxScore: activity?.maxScore ?? null,
    rewardStatus: row.rewardStatus,
    payoutStatus: row.payoutStatus,
  };
}

export function presentWork(row: WorkRow, ctx: WorkContext, storage: Signer): WorkDetail {
  return {
    ...presentWorkSummary(row, { ...ctx, videosProcessing: videosProcessing(ctx.videos) }, storage),
    reward: presentReward(row, ctx),
    description: row.description,
    location: row.location,
    shootingDate: row.shootingDate,
    coverFileId: row.coverFileId,
    videos: ctx.videos.map((f) => presentFile(f, storage)),
    attachments: ctx.attachments.map((f) => presentFile(f, storage)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A work on /public/videos: no review details, the creator by their public name only. */
export function presentPublicWork(
  row: Pick<WorkRow, 'id' | 'title' | 'description' | 'publicAt'>,
  ctx: Pick<WorkSummaryContext, 'tags' | 'cover'> & Pick<WorkContext, 'videos'>,
  creator: { nickName: string | null; avatarUrl: string | null },
  storage: Signer,
): PublicWork {
  return {
    worksId: row.id,
    title: row.title,
    description: row.description,
    cover: ctx.cover ? { fileId: ctx.cover.id, url: storage.signedUrl(ctx.cover.id) } : null,
    videos: ctx.videos.map((f) => presentFile(f, storage, 'public')),
    tags: ctx.tags,
    creator,
    publicAt: row.publicAt?.toISOString() ?? null,
  };
}
