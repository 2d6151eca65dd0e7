import type { FileInfo } from '@stringer/shared/schemas/files';
import { Alert, Image, Slider, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { frameUrl } from '../api/review';

/** A video's still at any second, drawn by the server: to check the footage without playing it through. */
export function VideoFrames({ video }: { video: FileInfo }) {
  const { t } = useTranslation();
  const seconds = Math.max(1, Math.floor(video.durationS ?? 1));
  const [at, setAt] = useState(0);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let url: string | null = null;
    let live = true;
    setFailed(false);
    frameUrl(video.fileId, at)
      .then((u) => {
        url = u;
        if (live) setSrc(u);
        else URL.revokeObjectURL(u);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [video.fileId, at]);

  return (
    <div className="video-frames" data-testid="video-frames">
      <Slider
        min={0}
        max={seconds}
        value={at}
        onChangeComplete={(v) => setAt(v)}
        tooltip={{ formatter: (v) => `${v} s` }}
        // The handle is the control (role slider): its name goes there, not on the frame around it.
        ariaLabelForHandle={t('review.frameAt')}
        ariaValueTextFormatterForHandle={(v) => `${v} s`}
      />
      {failed ? (
        <Alert type="warning" showIcon message={t('review.frameFailed')} />
      ) : src ? (
        <Image src={src} alt={t('review.frameOf', { name: video.name, at })} width={320} />
      ) : (
        <Spin />
      )}
    </div>
  );
}
