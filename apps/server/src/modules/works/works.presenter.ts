import type { Tag, Titled } from '@stringer/shared/schemas/common';
import type {
  WorkDetail,
  WorkReward,
  WorkSummary,
  WorkVersion,
  WorkVersionContent,
} from '@stringer/shared/schemas/works';
import type { ActivityRow, FileRow, TaskRow, WorkRow, WorkVersionRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentFile } from '../files';

export interface WorkContext {
  tags: Tag[];
  activity: ActivityRow | null;
  task: TaskRow | null;
  cover: FileRow | null;
  videos: FileRow[];
  attachments: FileRow[];
}

/** An earlier version of a work and what it showed then. */
export interface EarlierVersion {
  row: WorkVersionRow;
  ctx: WorkContext;
}

/** What a row of My works shows beside the work itself: tags, titles, and the cover's id. */
export interface WorkSummaryContext {
  tags: Tag[];
  activity: Titled | null;
  task: Titled | null;
  cover: Pick<FileRow, 'id'> | null;
  /** The least progress among its videos still being processed (works.repository); null once done. */
  videosProcessing: number | null;
  /** Those videos' file ids. */
  videosInProcess: string[];
  /** Whether each of them can already be played (a first stream or a preview exists). */
  videosPlayable: boolean;
}

/** The columns of a work a list row reads (the list selects only these). */
export type WorkSummaryRow = Pick<
  WorkRow,
  'id' | 'ownerId' | 'title' | 'submittedAt' | 'auditStatus' | 'reviewedAt' | 'reviewReason'
>;

const titleOf = ({ id, title, titleZh }: Titled): Titled => ({ id, title, titleZh });
const coverOf = (cover: Pick<FileRow, 'id'> | null, storage: Signer) =>
  cover ? { fileId: cover.id, url: storage.signedUrl(cover.id) } : null;

/** As works.repository's list computes them, from the videos a detail has read anyway. */
function videosProcessing(videos: FileRow[]) {
  const waiting = videos.filter((v) => v.renditionState === 'pending' || v.renditionState === 'processing');
  return {
    videosProcessing: waiting.length ? Math.min(...waiting.map((v) => v.renditionProgress ?? 0)) : null,
    videosInProcess: waiting.map((v) => v.id).sort(),
    videosPlayable: waiting.every((v) => v.renditionParts.some((p) => p === 'stream' || p === 'preview')),
  };
}

/** A row of My works: what the list shows (spec section 2's columns). */
export function presentWorkSummary(row: WorkSummaryRow, ctx: WorkSummaryContext, storage: Signer): WorkSummary {
  return {
    worksId: row.id,
    customId: row.ownerId,
    title: row.title,
    cover: coverOf(ctx.cover, storage),
    tags: ctx.tags,
    activity: ctx.activity ? titleOf(ctx.activity) : null,
    task: ctx.task ? titleOf(ctx.task) : null,
    submitTime: row.submittedAt.toISOString(),
    auditStatus: row.auditStatus,
    reviewTime: row.reviewedAt?.toISOString() ?? null,
    reviewReason: row.reviewReason,
    videosProcessing: ctx.videosProcessing,
    videosInProcess: ctx.videosInProcess,
    videosPlayable: ctx.videosPlayable,
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

function presentVersionContent(row: WorkVersionRow, ctx: WorkContext, storage: Signer): WorkVersionContent {
  return {
    title: row.title,
    description: row.description,
    tags: ctx.tags,
    cover: coverOf(ctx.cover, storage),
    coverFileId: row.coverFileId,
    videos: ctx.videos.map((f) => presentFile(f, storage)),
    attachments: ctx.attachments.map((f) => presentFile(f, storage)),
    activity: ctx.activity ? titleOf(ctx.activity) : null,
    task: ctx.task ? titleOf(ctx.task) : null,
    location: row.location,
    shootingDate: row.shootingDate,
    reviewReason: row.reviewReason,
  };
}

/** Newest first: the current version (its content is the work's own), then the earlier ones whole. */
function presentVersions(row: WorkRow, earlier: EarlierVersion[], storage: Signer): WorkVersion[] {
  const current: WorkVersion = {
    version: row.version,
    createdAt: (earlier[0]?.row.replacedAt ?? row.submittedAt).toISOString(),
    replacedAt: null,
    content: null,
  };
  return [
    current,
    ...earlier.map((v) => ({
      version: v.row.version,
      createdAt: v.row.createdAt.toISOString(),
      replacedAt: v.row.replacedAt.toISOString(),
      content: presentVersionContent(v.row, v.ctx, storage),
    })),
  ];
}

export function presentWork(row: WorkRow, ctx: WorkContext, storage: Signer, earlier: EarlierVersion[]): WorkDetail {
  return {
    ...presentWorkSummary(row, { ...ctx, ...videosProcessing(ctx.videos) }, storage),
    reward: presentReward(row, ctx),
    description: row.description,
    location: row.location,
    shootingDate: row.shootingDate,
    coverFileId: row.coverFileId,
    videos: ctx.videos.map((f) => presentFile(f, storage)),
    attachments: ctx.attachments.map((f) => presentFile(f, storage)),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
    versions: presentVersions(row, earlier, storage),
  };
}
