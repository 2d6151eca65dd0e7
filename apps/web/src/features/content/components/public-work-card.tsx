import type { PublicWork } from '@stringer/shared/schemas/works';
import { useTranslation } from 'react-i18next';

/**
 * A public work: its first video playing in place, its title and its creator's public name.
 * Plain markup styled like antd's Card: it is on /index, which loads no antd.
 */
export function PublicWorkCard({ work }: { work: PublicWork }) {
  const { t } = useTranslation();
  const video = work.videos[0];
  const name = work.creator.nickName ?? t('content.aCreator');
  return (
    <article className="work-card" data-testid="public-work">
      {video?.url ? (
        // biome-ignore lint/a11y/useMediaCaption: creators' raw footage has no captions
        <video
          src={video.url}
          poster={work.cover?.url}
          controls
          preload="none"
          className="work-card-video"
          aria-label={work.title}
        />
      ) : null}
      <div className="work-card-body">
        <strong className="work-card-title">{work.title}</strong>
        <span className="work-card-creator">
          {work.creator.avatarUrl ? (
            <img className="work-card-avatar" src={work.creator.avatarUrl} alt="" width={24} height={24} />
          ) : (
            <span className="work-card-avatar" aria-hidden="true">
              {name.slice(0, 1).toUpperCase()}
            </span>
          )}
          {name}
        </span>
      </div>
    </article>
  );
}
