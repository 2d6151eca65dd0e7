import { referenceData, tasks } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { artworkPath } from '../content';

const DAY = 24 * 3_600_000;

/** A few open tasks, so a new install can take part in one at once. */
export async function seedTasks({ db }: Pick<Database, 'db'>) {
  const seeded = await db
    .insert(referenceData)
    .values({ name: 'tasks', version: '1' })
    .onConflictDoNothing()
    .returning();
  if (!seeded.length) return;
  const startsAt = new Date(Date.now() - DAY);
  const endsAt = new Date(Date.now() + 60 * DAY);
  await db.insert(tasks).values([
    {
      title: 'Morning markets',
      titleZh: '清晨集市',
      brief:
        'Film a local market as it opens: traders setting up, the first customers, prices and voices. ' +
        '3 to 5 minutes of steady footage, landscape, with natural sound.',
      briefZh: '拍摄本地集市开市的情景：摊主布置、第一批顾客、价格与人声。3 至 5 分钟稳定的横屏画面，保留现场声音。',
      coverPath: artworkPath('morning-market'),
      points: 120,
      startsAt,
      endsAt,
    },
    {
      title: 'Rain in the city',
      titleZh: '城市雨天',
      brief: 'How does your city cope with heavy rain? Streets, transport, people. Include the date and place.',
      briefZh: '您的城市如何应对大雨？街道、交通与行人。请注明日期与地点。',
      coverPath: artworkPath('weather-watch'),
      points: 80,
      startsAt,
      endsAt,
    },
    {
      title: 'Urban gardens',
      titleZh: '城市花园',
      brief: 'Rooftop, balcony and community gardens, and the people who tend them. Interviews welcome.',
      briefZh: '屋顶、阳台与社区花园，以及照料它们的人。欢迎附上采访。',
      coverPath: artworkPath('green-planet'),
      points: 100,
      startsAt,
      endsAt,
    },
    {
      title: 'Regional election night',
      titleZh: '地方选举之夜',
      brief: 'Offered by the editors to named creators: cover the count and reactions in your region.',
      briefZh: '由编辑指定创作者承接：报道您所在地区的计票与各方反应。',
      coverPath: artworkPath('newsroom'),
      points: 300,
      startsAt,
      endsAt,
      scope: 'exclusive',
    },
  ]);
}
