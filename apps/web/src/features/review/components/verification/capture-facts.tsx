import { type CaptureFlag, type CaptureFacts as Facts, FILMED_FAR_KM } from '@stringer/shared/schemas/capture-facts';
import { Button, Descriptions, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/http';
import { toast } from '../../../../lib/toast';
import { downloadKeyframes } from '../../../verification-desk/api/download-keyframes';
import { PlaceMap, placeName } from './place-map';

/**
 * A capture time as the file writes it, made readable without changing it: the date, the time and
 * the offset it carries ("UTC" for a time in UTC: the place's own time is then not known).
 */
export function captureTime(at: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(at);
  if (!m) return at;
  const zone = !m[3] || m[3] === 'Z' ? 'UTC' : `UTC${m[3].replace(/^([+-]\d{2})(\d{2})$/, '$1:$2')}`;
  return `${m[1]} ${m[2]} ${zone}`;
}

const flagText = (flag: CaptureFlag, t: TFunction, language: string) =>
  t(`captureFacts.flags.${flag.key}`, {
    ...flag.values,
    ...(typeof flag.values.days === 'number' ? { count: flag.values.days } : {}),
    ...(typeof flag.values.km === 'number' ? { km: new Intl.NumberFormat(language).format(flag.values.km) } : {}),
    limit: FILMED_FAR_KM,
  });

/** Each fact in words; an absent one says so. */
function rows(f: Facts, t: TFunction, known: (key: string) => boolean, language: string): [string, string][] {
  const absent = t('captureFacts.absent');
  const device = f.device ? [f.device.make, f.device.model].filter(Boolean).join(' ') : '';
  const writer = f.encoder
    ? [
        known(`captureFacts.writers.${f.encoder.writer}`) ? t(`captureFacts.writers.${f.encoder.writer}`) : null,
        f.encoder.name,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return [
    [t('captureFacts.capturedAt'), f.capturedAt ? captureTime(f.capturedAt) : absent],
    [t('captureFacts.place'), f.location ? `${f.location.lat.toFixed(5)}, ${f.location.lon.toFixed(5)}` : absent],
    ...(f.statedPlace
      ? [
          [
            t(f.statedPlace.level === 'city' ? 'captureFacts.statedCity' : 'captureFacts.statedProvince'),
            placeName(f.statedPlace, language),
          ] as [string, string],
        ]
      : []),
    [
      t('captureFacts.device'),
      f.device
        ? [device, f.device.software ? t('captureFacts.software', { version: f.device.software }) : '']
            .filter(Boolean)
            .join(' · ')
        : absent,
    ],
    [t('captureFacts.writer'), writer || absent],
    [t('captureFacts.trail'), f.encoder?.trail.length ? f.encoder.trail.join(' › ') : absent],
  ];
}

/**
 * A video's capture facts in the Verification section (staff only): when, where and on what it
 * was filmed as its own tags say, who wrote it last, the flags that compare them with the work's
 * claim, and its keyframes to download for a reverse image search.
 */
export function CaptureFacts({ worksId, file }: { worksId: number; file: Facts & { fileId: string } }) {
  const { t, i18n } = useTranslation();
  const [fetching, setFetching] = useState(false);
  const download = async () => {
    setFetching(true);
    try {
      await downloadKeyframes(worksId, file.fileId);
    } catch (err) {
      toast.error(t(err instanceof ApiError ? err.msgKey : 'errors.serverRetry'));
    } finally {
      setFetching(false);
    }
  };
  return (
    <div data-testid="capture-facts">
      <Descriptions size="small" column={1} title={t('captureFacts.title')}>
        {rows(file, t, (key) => i18n.exists(key), i18n.language).map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {file.location ? (
        <PlaceMap recorded={file.location} stated={file.statedPlace} distanceKm={file.distanceKm} />
      ) : null}
      {file.flags.length ? (
        <ul data-testid="capture-flags" style={{ listStyle: 'none', padding: 0, margin: '4px 0' }}>
          {file.flags.map((flag) => (
            <li key={flag.key} style={{ margin: '2px 0' }}>
              <Tag color={flag.level === 'warning' ? 'orange' : 'default'}>
                {t(flag.level === 'warning' ? 'captureFacts.warning' : 'captureFacts.note')}
              </Tag>
              {flagText(flag, t, i18n.language)}
            </li>
          ))}
        </ul>
      ) : null}
      <Button size="small" loading={fetching} onClick={download}>
        {t('captureFacts.downloadKeyframes')}
      </Button>
    </div>
  );
}
