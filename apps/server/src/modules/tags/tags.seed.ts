import { referenceData, tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';

const VERSION = '1';

const WORKS = [
  ['News', '新闻'],
  ['Documentary', '纪录片'],
  ['Sports', '体育'],
  ['Travel', '旅行'],
  ['Nature', '自然'],
  ['Culture', '文化'],
  ['Technology', '科技'],
  ['Lifestyle', '生活'],
  ['Weather', '天气'],
  ['Food', '美食'],
];

const PERSONAL = [
  ['Videographer', '摄像师'],
  ['Photographer', '摄影师'],
  ['Drone pilot', '无人机飞手'],
  ['Editor', '剪辑师'],
  ['Reporter', '记者'],
  ['Storyteller', '讲故事的人'],
];

/** The content and personal tags a new install starts with. */
export async function seedTags({ db }: Pick<Database, 'db'>) {
  const rows = [
    ...WORKS.map(([name, nameZh], position) => ({
      kind: 'works' as const,
      name: name as string,
      nameZh: nameZh as string,
      position,
    })),
    ...PERSONAL.map(([name, nameZh], position) => ({
      kind: 'personal' as const,
      name: name as string,
      nameZh: nameZh as string,
      position,
    })),
  ];
  const seeded = await db
    .insert(referenceData)
    .values({ name: 'tags', version: VERSION })
    .onConflictDoNothing()
    .returning();
  if (seeded.length) await db.insert(tags).values(rows).onConflictDoNothing();
}
