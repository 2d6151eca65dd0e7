import type { FileInfo, TechnicalInfo } from '@stringer/shared/schemas/files';
import { Button, Descriptions } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { useRetryRenditions, useTechnical } from '../api/review';

const dash = (v: string | number | null) => (v === null || v === '' ? '—' : v);

/**
 * How the first stream was made: the original packaged as it is, or encoded and why not copied
 * (a reason this app has no words for yet, from a newer server, shows as plain "Encoded").
 */
function firstStream(f: TechnicalInfo, t: TFunction, known: (key: string) => boolean): [string, string][] {
  if (f.firstStream === null) return [];
  if (f.firstStream === 'copied') return [[t('review.tech.firstStream'), t('review.tech.copied')]];
  const why = f.notCopiedKey && known(f.notCopiedKey) ? t(f.notCopiedKey) : null;
  return [[t('review.tech.firstStream'), why ? t('review.tech.encoded', { why }) : t('review.tech.encodedNoReason')]];
}

/** Each fact as a reviewer reads it, in their language. */
function facts(f: TechnicalInfo, t: TFunction, known: (key: string) => boolean): [string, string | number][] {
  const video = [f.videoCodec, f.profile, f.pixelFormat, f.bitDepth ? `${f.bitDepth}-bit` : null]
    .filter(Boolean)
    .join(' · ');
  const audio = f.audioCodec
    ? t('review.tech.audioValue', { codec: f.audioCodec, channels: f.audioChannels, rate: f.audioSampleRate })
    : t('review.tech.noAudio');
  return [
    [t('review.tech.container'), f.container],
    [t('review.tech.video'), dash(video)],
    [t('review.tech.size'), f.width && f.height ? `${f.width} × ${f.height}` : '—'],
    [
      t('review.tech.frameRate'),
      f.frameRate ? t(f.variableFrameRate ? 'review.tech.fpsVariable' : 'review.tech.fps', { fps: f.frameRate }) : '—',
    ],
    [t('review.tech.bitRate'), f.bitRate ? t('review.tech.mbps', { mbps: (f.bitRate / 1e6).toFixed(1) }) : '—'],
    [t('review.tech.rotation'), t('review.tech.degrees', { degrees: f.rotation })],
    [t('review.tech.hdr'), f.hdr ? f.hdr.toUpperCase() : t('review.tech.sdr')],
    [t('review.tech.audio'), audio],
    [
      t('review.tech.loudness'),
      f.loudnessLufs === null ? '—' : t('review.tech.lufs', { lufs: f.loudnessLufs.toFixed(1) }),
    ],
    ...firstStream(f, t, known),
    [t('review.tech.createdAt'), dash(f.createdAt)],
    [t('review.tech.location'), dash(f.location)],
  ];
}

/**
 * A work's or clue's video as its file says it is, the original to download (staff only: players
 * stream renditions), and a way to make its renditions again. A work's video's address, as the
 * review details give it, is the verification desk's custody address signed for this reviewer,
 * which logs the download (decision 0082); a clue's is the file's.
 */
export function TechnicalFacts({ file }: { file: FileInfo }) {
  const { t, i18n } = useTranslation();
  const technical = useTechnical(file.fileId, file.media !== null);
  const retry = useRetryRenditions();
  const failed = file.media?.state === 'failed';
  return (
    <div data-testid="technical-facts">
      {technical.data ? (
        <Descriptions size="small" column={1} title={t('review.tech.title')}>
          {facts(technical.data, t, (key) => i18n.exists(key)).map(([label, value]) => (
            <Descriptions.Item key={label} label={label}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
      {file.url ? (
        <a href={file.url} download={file.name}>
          {t('review.download', { name: file.name })}
        </a>
      ) : null}{' '}
      {file.media ? (
        <Button
          size="small"
          danger={failed}
          loading={retry.isPending}
          onClick={() => retry.mutate(file.fileId, { onSuccess: () => toast.success(t('review.tech.retried')) })}
        >
          {t('review.tech.retry')}
        </Button>
      ) : null}
    </div>
  );
}
