import type { VerificationFile, VerificationMatch } from '@stringer/shared/schemas/verification-desk';
import { Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../../lib/time';

/** One match: both frames side by side, then how close, when, by whom. */
function Match({ match }: { match: VerificationMatch }) {
  const { t } = useTranslation();
  const percent = Math.round(match.similarity * 100);
  return (
    <li className="seen-before-match" data-testid="seen-before-match">
      <Space wrap align="start">
        {[
          { url: match.posterUrl, alt: t('verificationDesk.seenBefore.thisVideo') },
          { url: match.matchPosterUrl, alt: t('verificationDesk.seenBefore.earlierVideo') },
        ].map(({ url, alt }) => (
          <figure key={alt} className="seen-before-frame">
            {url ? <Image src={url} alt={alt} width={160} /> : <div className="seen-before-no-frame">—</div>}
            <figcaption>{alt}</figcaption>
          </figure>
        ))}
      </Space>
      <div>
        {match.exact && <Tag color="red">{t('verificationDesk.seenBefore.exact')}</Tag>}
        {match.sameCreator && <Tag>{t('verificationDesk.seenBefore.sameCreator')}</Tag>}
        {match.exact
          ? t('verificationDesk.seenBefore.sameBytes')
          : t('verificationDesk.seenBefore.similar', { percent })}
        {' · '}
        {t('verificationDesk.seenBefore.uploaded', { at: formatGmt(match.uploadedAt, 'day'), name: match.creatorName })}
        {match.worksId !== null && ` · ${t('verificationDesk.seenBefore.work', { id: match.worksId })}`}
      </div>
    </li>
  );
}

/** "Seen before?": the videos already held that this one matches, or that none does. */
export function SeenBefore({ file }: { file: VerificationFile }) {
  const { t } = useTranslation();
  return (
    <section data-testid="seen-before">
      <Typography.Title level={5}>{t('verificationDesk.seenBefore.title')}</Typography.Title>
      {!file.fingerprinted ? (
        <Typography.Text type="secondary">{t('verificationDesk.seenBefore.notYet')}</Typography.Text>
      ) : file.matches.length === 0 ? (
        <Typography.Text>{t('verificationDesk.seenBefore.none')}</Typography.Text>
      ) : (
        <ul className="seen-before-matches">
          {file.matches.map((m) => (
            <Match key={m.fileId} match={m} />
          ))}
        </ul>
      )}
      {file.sha256 && (
        <Typography.Paragraph type="secondary" className="seen-before-sha">
          {t('verificationDesk.seenBefore.sha256')} <Typography.Text code>{file.sha256}</Typography.Text>
        </Typography.Paragraph>
      )}
    </section>
  );
}
