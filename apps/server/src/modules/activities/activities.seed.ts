import { activities, referenceData } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { artworkPath } from '../content';

const DAY = 24 * 3_600_000;

/** A few open activities, so a new install can publish a work for one at once. */
export async function seedActivities({ db }: Pick<Database, 'db'>) {
  const seeded = await db
    .insert(referenceData)
    .values({ name: 'activities', version: '1' })
    .onConflictDoNothing()
    .returning();
  if (!seeded.length) return;
  const startsAt = new Date(Date.now() - DAY);
  const endsAt = new Date(Date.now() + 90 * DAY);
  await db.insert(activities).values([
    {
      title: 'City at night',
      titleZh: '城市之夜',
      description: 'Streets, lights and people after dark: show us how your city lives at night.',
      descriptionZh: '夜幕下的街道、灯光与人群：展示您的城市如何度过夜晚。',
      coverPath: artworkPath('city-at-night'),
      minScore: 60,
      maxScore: 100,
      startsAt,
      endsAt,
    },
    {
      title: 'Green planet',
      titleZh: '绿色星球',
      description: 'Nature, climate and the people who look after them.',
      descriptionZh: '自然、气候，以及守护它们的人。',
      coverPath: artworkPath('green-planet'),
      minScore: 50,
      maxScore: 90,
      startsAt,
      endsAt,
    },
    {
      title: 'Weather watch',
      titleZh: '天气观察',
      description: 'Storms, snow, heat: weather as it happens where you are.',
      descriptionZh: '风暴、降雪、高温：记录您身边正在发生的天气。',
      coverPath: artworkPath('weather-watch'),
      minScore: 40,
      maxScore: 80,
      startsAt,
      endsAt,
    },
  ]);
}
