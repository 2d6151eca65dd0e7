import { PUBLIC_COUNT_CAP, type PublicWorksQuery } from '@stringer/shared/schemas/public-works';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  accounts,
  countries,
  files,
  isPublicWork,
  publicSearchDocument,
  workFiles,
  works,
  workTags,
} from '../../db/schema';
import { searchMatches } from '../../db/schema/search';
import type { Db } from '../../platform/db/database';
import {
  anchorColumns,
  keysetPage,
  type ListOrder,
  listTotal,
  newestFirst,
  type PageRequest,
  type PageShape,
  pageIds,
  queuePageIds,
  withTotal,
} from '../../platform/db/paging';
import { prepared } from '../../platform/db/prepared';
import { tagsAsJson } from '../tags';

const byPublication: ListOrder = { sortAt: works.publicAt, id: works.id };

// works_public_idx's condition (and works_search_idx's), literally: a parameter for the 1 would not match it.
const isPublic = isPublicWork(works);

/** What a card of /public/videos shows: the work, its creator's public name and country, cover and tags. */
const cardColumns = {
  work: {
    id: works.id,
    title: works.title,
    description: works.description,
    location: works.location,
    shootingDate: works.shootingDate,
    publicAt: works.publicAt,
  },
  nickName: accounts.nickName,
  avatarUrl: accounts.avatarUrl,
  country: { id: countries.id, name: countries.name, nameZh: countries.nameZh },
  cover: { id: files.id, storageKey: files.storageKey, mime: files.mime },
  tags: tagsAsJson({ table: workTags, tagId: workTags.tagId, ownerId: workTags.workId }, works.id),
};

const cardsOf = (db: Db, ids: ReturnType<typeof queuePageIds>) =>
  db
    .select(cardColumns)
    .from(ids)
    .innerJoin(works, eq(works.id, ids.pageId))
    .innerJoin(accounts, eq(accounts.id, works.ownerId))
    .leftJoin(countries, eq(countries.id, accounts.countryId))
    .leftJoin(files, eq(files.id, works.coverFileId));

const everyPublic = (db: Db, shape: PageShape) =>
  prepared(db, `public_works_page${shape.suffix}`, () => {
    const ids = pageIds(db, works, byPublication, isPublic, shape);
    return db
      .select({
        ...cardColumns,
        total: listTotal('public_works', 0),
        ...anchorColumns('public_works', 0, byPublication),
      })
      .from(ids)
      .innerJoin(works, eq(works.id, ids.pageId))
      .innerJoin(accounts, eq(accounts.id, works.ownerId))
      .leftJoin(countries, eq(countries.id, accounts.countryId))
      .leftJoin(files, eq(files.id, works.coverFileId))
      .orderBy(...newestFirst(byPublication));
  });

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const DAY_MS = 86_400_000;

export type PublicFilter = Pick<PublicWorksQuery, 'keyword' | 'tagId' | 'countryId' | 'from' | 'to'>;

export const isFiltered = (f: PublicFilter) =>
  Boolean(f.keyword || f.tagId !== undefined || f.countryId !== undefined || f.from || f.to);

/** Each filter on an index: the search's tokens, work_tags by tag, the creator's public works, the publication order. */
const filterOf = (f: PublicFilter): SQL | undefined =>
  and(
    isPublic,
    f.keyword ? searchMatches(publicSearchDocument(works), f.keyword) : undefined,
    f.tagId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM ${workTags} WHERE ${workTags.workId} = ${works.id} AND ${workTags.tagId} = ${f.tagId})`,
    f.countryId === undefined
      ? undefined
      : sql`${works.ownerId} IN (SELECT ${accounts.id} FROM ${accounts} WHERE ${accounts.countryId} = ${f.countryId})`,
    f.from ? gte(works.publicAt, dayStart(f.from)) : undefined,
    f.to ? lt(works.publicAt, new Date(dayStart(f.to).getTime() + DAY_MS)) : undefined,
  );

/** How many public works match, counted no further than the cap (as the review queues do, 0036). */
const cappedCount = (where: SQL | undefined) =>
  sql<number>`(SELECT count(*)::int FROM (SELECT 1 FROM ${works} WHERE ${where} LIMIT ${PUBLIC_COUNT_CAP + 1}) capped)`.mapWith(
    Number,
  );

/**
 * Whether the file row in the query shows on a public page now: a video of a public work (by
 * work_files' file index), or its cover (by the owner's public works, works_public_owner_idx).
 * What a public page's signed address is checked against on every request, so a work made
 * private, sent back, withdrawn or deleted stops serving to them at once.
 */
export const shownOnPublicPage = sql`(
  EXISTS (SELECT 1 FROM ${workFiles} JOIN ${works} ON ${works.id} = ${workFiles.workId}
          WHERE ${workFiles.fileId} = ${files.id} AND ${workFiles.role} = 'video' AND ${isPublic})
  OR EXISTS (SELECT 1 FROM ${works}
             WHERE ${works.ownerId} = ${files.ownerId} AND ${works.coverFileId} = ${files.id} AND ${isPublic}))`;

export const publicWorksRepository = {
  /** Every public work, newest first: from a cached anchor, so a deep page costs what the first does (0037). */
  page: async (db: Db, page: PageRequest) => {
    const rows = await keysetPage(db, 'public_works', page, (shape, at) => everyPublic(db, shape).execute(at));
    return withTotal(db, rows, () => listTotal('public_works', 0));
  },

  /** Searched or filtered: the ids of one page by one index-led query, then their cards; the total to the cap. */
  search: async (db: Db, f: PublicFilter, page: PageRequest) => {
    const where = filterOf(f);
    const ids = queuePageIds(db, works, works.id, where, newestFirst(byPublication), page);
    const [rows, [count]] = await Promise.all([
      cardsOf(db, ids).orderBy(...newestFirst(byPublication)),
      db.select({ n: cappedCount(where) }).from(sql`(VALUES (1)) AS one`),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** One public work's card; undefined when it is not public (or does not exist). */
  find: async (db: Db, id: number) => {
    const ids = queuePageIds(db, works, works.id, and(eq(works.id, id), isPublic), [], { pageNum: 1, pageSize: 1 });
    return (await cardsOf(db, ids))[0];
  },
};

export type PublicCardRow = Awaited<ReturnType<typeof publicWorksRepository.find>> & {};
