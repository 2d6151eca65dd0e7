import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Quality } from './use-source';

export const SPEEDS = [0.5, 1, 1.25, 1.5, 2];

/** The playback speed: a button showing the current one, a menu of the others. */
export function SpeedMenu({ rate, onChange }: { rate: number; onChange(rate: number): void }) {
  const { t } = useTranslation();
  const label = t('player.rate', { rate });
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: SPEEDS.map((s) => ({ key: String(s), label: t('player.rate', { rate: s }) })),
        selectable: true,
        selectedKeys: [String(rate)],
        onClick: ({ key }) => onChange(Number(key)),
      }}
    >
      <Button type="text" aria-label={t('player.speed', { rate: label })}>
        {label}
      </Button>
    </Dropdown>
  );
}

const AUTO = '-1';

/** The HLS rendition: Auto (with the one playing now), or one chosen by its short side. */
export function QualityMenu({ quality }: { quality: Quality }) {
  const { t } = useTranslation();
  const levelName = (index: number | null) => {
    const level = quality.levels.find((l) => l.index === index);
    return level ? t('player.level', { height: level.short }) : null;
  };
  const playing = levelName(quality.playing);
  const auto = playing ? t('player.qualityAutoPlaying', { level: playing }) : t('player.qualityAuto');
  const current = quality.chosen < 0 ? auto : (levelName(quality.chosen) ?? auto);
  // Highest first, as every player lists them.
  const levels = [...quality.levels].sort((a, b) => b.short - a.short || b.bitrate - a.bitrate);
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: [
          { key: AUTO, label: auto },
          ...levels.map((l) => ({ key: String(l.index), label: t('player.level', { height: l.short }) })),
        ],
        selectable: true,
        selectedKeys: [String(quality.chosen)],
        onClick: ({ key }) => quality.select(Number(key)),
      }}
    >
      <Button type="text" aria-label={t('player.quality', { level: current })}>
        {current}
      </Button>
    </Dropdown>
  );
}
