import type { BannerBody } from '@stringer/shared/schemas/catalog';
import type { Database } from '../../platform/db/database';
import { auditable, createCatalogManager } from '../audit';
import { presentManagedBanner } from './banners.manager.presenter';
import { type NewBanner, bannersRepository as repo } from './banners.repository';

const dateOf = (iso: string | null) => (iso ? new Date(iso) : null);

/** The app routes by hash (`#/task/mytask`): a route given as `/task/mytask` is stored so, to work as a link. */
const linkOf = (link: string | null) => (!link ? null : link.startsWith('/') ? `#${link}` : link);

const valuesOf = (b: BannerBody, imagePath: string) =>
  auditable({
    title: b.title,
    titleZh: b.titleZh,
    imagePath,
    linkUrl: linkOf(b.linkUrl),
    position: b.position,
    startsAt: dateOf(b.startTime),
    endsAt: dateOf(b.deadline),
  } satisfies NewBanner);

/** The admins' side of the banners: the carousel's pictures, links, order and windows, each change audited. */
export const createBannersManager = ({ database }: { database: Pick<Database, 'db' | 'transaction'> }) =>
  createCatalogManager(database, {
    entity: 'banner',
    missing: 'bannerNotExist',
    repo,
    present: presentManagedBanner,
    picture: { field: 'image', of: (b: BannerBody) => b.image, current: (row) => row.imagePath },
    valuesOf,
  });

export type BannersManager = ReturnType<typeof createBannersManager>;
