import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/content';

/**
 * The carousel hides the slides off screen and its loop's clones from screen readers
 * (aria-hidden) but leaves their links in the Tab order: make them inert while hidden.
 */
function outOfReachWhenHidden(root: HTMLElement | null) {
  if (!root) return undefined;
  const sync = () => {
    root.querySelectorAll('.slick-slide').forEach((slide) => {
      slide.toggleAttribute('inert', slide.getAttribute('aria-hidden') === 'true');
    });
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-hidden'] });
  return () => observer.disconnect();
}

/** The staff's banners: on the landing page and atop the creation home. */
export function BannerCarousel({ height = 280 }: { height?: number }) {
  const { i18n } = useTranslation();
  const banners = useBanners().data ?? [];
  const zh = i18n.language === 'zh';
  if (!banners.length) return null;
  return (
    <div data-testid="banners" className="banners" ref={outOfReachWhenHidden}>
      <Carousel autoplay autoplaySpeed={6000} arrows>
        {banners.map((b) => {
          const title = zh ? b.titleZh : b.title;
          const slide = (
            <div className="banner" style={{ height, backgroundImage: `url(${b.imagePath})` }}>
              <span className="banner-title">{title}</span>
            </div>
          );
          return (
            <div key={b.id}>
              {b.linkUrl ? (
                <a href={b.linkUrl} aria-label={title}>
                  {slide}
                </a>
              ) : (
                slide
              )}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}
