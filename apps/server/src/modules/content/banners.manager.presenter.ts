import type { ManagedBanner } from '@stringer/shared/schemas/catalog';
import type { BannerRow } from '../../db/schema';

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
