import type { Activity } from '@stringer/shared/schemas/tasks';
import type { ActivityRow } from '../../db/schema';

export const presentActivity = (row: ActivityRow): Activity => ({
  id: row.id,
  title: row.title,
  titleZh: row.titleZh,
  description: row.description,
  descriptionZh: row.descriptionZh,
  cover: { filePath: row.coverPath },
  minScore: row.minScore,
  maxScore: row.maxScore,
  startTime: row.startsAt.toISOString(),
  deadline: row.endsAt.toISOString(),
});
