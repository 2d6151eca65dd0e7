import type { ManagedActivity } from '@stringer/shared/schemas/catalog';
import type { ActivityRow } from '../../db/schema';

interface Row {
  activity: ActivityRow;
  effective: boolean;
  works: number;
}

export const presentManagedActivity = ({ activity: a, effective, works }: Row): ManagedActivity => ({
  id: a.id,
  title: a.title,
  titleZh: a.titleZh,
  description: a.description,
  descriptionZh: a.descriptionZh,
  cover: a.coverPath,
  minScore: a.minScore,
  maxScore: a.maxScore,
  payAmount: a.payAmount,
  payPer: a.payPer,
  startTime: a.startsAt.toISOString(),
  deadline: a.endsAt.toISOString(),
  listing: a.listing,
  effective,
  works,
  createdAt: a.createdAt.toISOString(),
});
