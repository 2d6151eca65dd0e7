import type {
  BannerBody,
  BannerUpdateBody,
  CatalogPageQuery,
  ListingBody,
  ManagedBanner,
} from '@stringer/shared/schemas/catalog';
import type { BannerRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { auditedEdit, recordCreated } from '../audit/audited-edit';
import { publishImage } from '../files/public-images';
import { type NewBanner, bannersRepository as repo } from './banners.repository';

export const presentManagedBanner = ({
  banner: b,
  effective,
}: {
  banner: BannerRow;
  effective: boolean;
}): ManagedBanner => ({
  id: b.id,
  title: b.title,
  titleZh: b.titleZh,
  image: b.imagePath,
  linkUrl: b.linkUrl,
  position: b.position,
  startTime: b.startsAt?.toISOString() ?? null,
  deadline: b.endsAt?.toISOString() ?? null,
  listing: b.listing,
  effective,
});

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

/** The app routes by hash (`#/task/mytask`): a route given as `/task/mytask` is stored so, to work as a link. */
const linkOf = (link: string | null) => (!link ? null : link.startsWith('/') ? `#${link}` : link);

const valuesOf = (b: BannerBody, imagePath: string) =>
  ({
    title: b.title,
    titleZh: b.titleZh,
    imagePath,
    linkUrl: linkOf(b.linkUrl),
    position: b.position,
    startsAt: dateOf(b.startTime),
    endsAt: dateOf(b.deadline),
  }) satisfies NewBanner;

/** The admins' side of the banners: the carousel's pictures, links, order and windows, each change audited. */
export function createBannersManager({
  database: { db, transaction },
}: {
  database: Pick<Database, 'db' | 'transaction'>;
}) {
  const present = async (id: number) => {
    const row = await repo.withExtras(db, id);
    if (!row) throw new AppError('bannerNotExist');
    return presentManagedBanner(row);
  };
  const edit = (
    auth: AuthSession,
    id: number,
    next: (row: BannerRow, txDb: Db) => Promise<Partial<NewBanner>> | Partial<NewBanner>,
    action?: string,
  ) =>
    transaction((tx) =>
      auditedEdit(tx, auth, {
        entity: 'banner',
        id,
        missing: 'bannerNotExist',
        find: repo.findForUpdate,
        save: repo.update,
        next,
        action,
      }),
    );

  return {
    async page({ listing, pageNum, pageSize }: CatalogPageQuery) {
      const { rows, total } = await repo.page(db, listing, { pageNum, pageSize });
      return { list: rows.map(presentManagedBanner), total, pageNum, pageSize };
    },

    async create(auth: AuthSession, body: BannerBody) {
      const id = await transaction(async (tx) => {
        const values = valuesOf(body, await publishImage(tx.db, auth, body.image, { field: 'image' }));
        const created = await repo.insert(tx.db, values);
        await recordCreated(tx, auth, 'banner', created, values);
        return created;
      });
      return present(id);
    },

    async update(auth: AuthSession, body: BannerUpdateBody) {
      await edit(auth, body.id, async (row, txDb) =>
        valuesOf(body, await publishImage(txDb, auth, body.image, { field: 'image', current: row.imagePath })),
      );
      return present(body.id);
    },

    async setListing(auth: AuthSession, { id, listing }: ListingBody) {
      await edit(auth, id, () => ({ listing }), listing === 'listed' ? 'list' : 'delist');
      return present(id);
    },
  };
}

export type BannersManager = ReturnType<typeof createBannersManager>;
