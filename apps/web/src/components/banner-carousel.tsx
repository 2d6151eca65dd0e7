import type { Banner } from '@stringer/shared/schemas/content';
import { useTranslation } from 'react-i18next';

/**
 * The staff's banners: on the landing page and atop the creation home. A strip that scrolls by
 * swipe or keyboard, snapping to each banner: no cloned slides, no script, and its height is kept
 * before the banners arrive (`undefined` while loading), so nothing below moves (plain markup:
 * /index loads no antd). The screen fetches them: shared UI knows no feature's calls.
 */
export function BannerCarousel({ banners, height = 280 }: { banners: Banner[] | undefined; height?: number }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  if (banners?.length === 0) return null;
  return (
    <section className="banner-strip" style={{ height }} data-testid="banners" aria-label={t('home.banners')}>
      {banners?.map((b, index) => {
        const title = zh ? b.titleZh : b.title;
        const slide = (
          <>
            <img
              src={b.imagePath}
              alt=""
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <span className="banner-title">{title}</span>
          </>
        );
        return b.linkUrl ? (
          <a key={b.id} className="banner" href={b.linkUrl}>
            {slide}
          </a>
        ) : (
          <div key={b.id} className="banner">
            {slide}
          </div>
        );
      })}
    </section>
  );
}
