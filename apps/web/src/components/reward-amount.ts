import type { Participation } from '@stringer/shared/schemas/tasks';
import type { TFunction } from 'i18next';

type Amount = Pick<Participation, 'points' | 'score' | 'minScore' | 'maxScore'>;

/** What a work earns, in the words of what was given: a task's points, or an activity's score (its range until given). */
export function rewardAmount(r: Amount, t: TFunction) {
  if (r.points !== null) return t('tasks.pointsValue', { count: r.points });
  if (r.score !== null) return t('works.scoreValue', { score: r.score });
  return t('tasks.scoreRange', { min: r.minScore, max: r.maxScore });
}
