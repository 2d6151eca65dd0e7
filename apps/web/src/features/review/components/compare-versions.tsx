import type { FileInfo } from '@stringer/shared/schemas/files';
import type { WorkDetail } from '@stringer/shared/schemas/works';
import { Button, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileVideo, useSyncGroup } from '../../../components/video-player';

interface Choice {
  key: string;
  version: number;
  file: FileInfo;
}

/** Every video of every version, the current version's first. */
function choicesOf(work: Pick<WorkDetail, 'version' | 'videos' | 'versions'>): Choice[] {
  const of = (version: number, videos: FileInfo[]) =>
    videos.map((file) => ({ key: `${version}:${file.fileId}`, version, file }));
  return [
    ...of(work.version, work.videos),
    ...work.versions.flatMap((v) => (v.content ? of(v.version, v.content.videos) : [])),
  ];
}

/**
 * Two versions' videos side by side (one above the other on a phone), in sync: play, pause or
 * seek either and the other follows. The oldest version's first video against the current one's.
 */
export function CompareVersions({ work }: { work: Pick<WorkDetail, 'title' | 'version' | 'videos' | 'versions'> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choices = choicesOf(work);
  const oldest = choices.at(-1);
  const [picked, setPicked] = useState<[string | undefined, string | undefined]>([oldest?.key, choices[0]?.key]);
  const sync = useSyncGroup();
  if (work.versions.length < 2) return null;
  const options = choices.map((c) => ({
    value: c.key,
    label: `${t('versions.label', { n: c.version })} · ${c.file.name}`,
  }));
  const side = (i: 0 | 1) => {
    const choice = choices.find((c) => c.key === picked[i]);
    const label = t(i === 0 ? 'versions.firstVideo' : 'versions.secondVideo');
    return (
      <div className="compare-side">
        <Select
          aria-label={label}
          value={picked[i]}
          options={options}
          onChange={(key) => setPicked((p) => (i === 0 ? [key, p[1]] : [p[0], key]))}
          className="compare-select"
          data-testid={`compare-pick-${i}`}
        />
        {choice && (
          <FileVideo
            key={choice.key}
            file={choice.file}
            title={t('versions.videoTitle', { title: work.title, n: choice.version })}
            testId={`compare-video-${i}`}
            sync={sync}
          />
        )}
      </div>
    );
  };
  return (
    <div className="compare-versions">
      <Button onClick={() => setOpen(!open)} aria-expanded={open} data-testid="compare-versions">
        {t(open ? 'versions.closeCompare' : 'versions.compare')}
      </Button>
      {open && (
        <>
          <Typography.Paragraph type="secondary">{t('versions.inSync')}</Typography.Paragraph>
          <div className="compare-players">
            {side(0)}
            {side(1)}
          </div>
        </>
      )}
    </div>
  );
}
