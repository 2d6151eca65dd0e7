import type { PublicWork } from '@stringer/shared/schemas/public-works';
import { webHref, webLinks } from '@stringer/shared/web-paths';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The player (antd, hls.js) loads when a visitor asks to watch: /index's first load stays without it.
const FileVideo = lazy(() =>
  import('../../../components/video-player/file-video').then((m) => ({ default: m.FileVideo })),
);

/** The poster and a play button until the visitor asks for the video; then the player. */
function PublicVideo({ work }: { work: PublicWork }) {
  const { t } = useTranslation();
  const [watching, setWatching] = useState(false);
  const video = work.videos[0];
  if (!video?.media) return null;
  const poster = video.media.posterUrl ?? work.cover?.url;
  if (watching) {
    return (
      <Suspense fallback={<div className="work-card-video" />}>
        <FileVideo file={video} title={work.title} testId="public-video" className="work-card-player" />
      </Suspense>
    );
  }
  return (
    <button
      type="button"
      className="work-card-video work-card-play"
      aria-label={t('content.watch', { title: work.title })}
      onClick={() => setWatching(true)}
    >
      {poster ? <img src={poster} alt="" /> : null}
      <span className="work-card-play-icon" aria-hidden="true">
        ▶
      </span>
    </button>
  );
}

/**
 * A public work: its first video's renditions playing in place (never the original), its title and
 * its creator's public name.
 * Plain markup styled like antd's Card: it is on /index, which loads no antd.
 */
export function PublicWorkCard({ work }: { work: PublicWork }) {
  const { t } = useTranslation();
  const name = work.creator.nickName ?? t('content.aCreator');
  return (
    <article className="work-card" data-testid="public-work">
      <PublicVideo work={work} />
      <div className="work-card-body">
        <a
          className="work-card-title"
          href={webHref(webLinks.publicVideo(work.worksId))}
          data-testid="public-work-link"
        >
          <strong>{work.title}</strong>
        </a>
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
