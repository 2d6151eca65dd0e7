import type { WorkDetail } from '@stringer/shared/schemas/works';
import { WorkAuditStatus } from '@stringer/shared/statuses';

/** A creator's work as its detail page fetches it: pending, a task's answer, with its reward; a test changes what it looks at. */
export const workDetail = (work: Partial<WorkDetail> = {}): WorkDetail => ({
  worksId: 5,
  customId: 7,
  title: 'Market at dawn',
  cover: null,
  tags: [],
  activity: null,
  task: { id: 3, title: 'Morning markets', titleZh: '清晨集市' },
  submitTime: '2026-11-20T08:00:00.000Z',
  auditStatus: WorkAuditStatus.Pending,
  reviewTime: null,
  reviewReason: null,
  videosProcessing: null,
  videosInProcess: [],
  videosPlayable: false,
  description: 'Traders setting up.',
  location: null,
  shootingDate: null,
  coverFileId: 'c',
  videos: [],
  attachments: [],
  updatedAt: '2026-11-20T08:00:00.000Z',
  version: 1,
  versions: [{ version: 1, createdAt: '2026-11-20T08:00:00.000Z', replacedAt: null, content: null }],
  reward: {
    points: 120,
    score: null,
    minScore: null,
    maxScore: null,
    rewardStatus: 'submitted',
    payoutStatus: 'unpaid',
  },
  ...work,
});
