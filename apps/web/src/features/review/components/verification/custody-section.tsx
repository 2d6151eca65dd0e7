import type { Custody } from '@stringer/shared/schemas/verification-checklist';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../../lib/time';

interface Props {
  custody: Custody;
  /** A download was started: the log has a new line once the server has served it. */
  onDownload?(): void;
}

/**
 * The chain of custody (decision 0082): the originals, each downloaded through an address signed
 * for the reviewer (the server logs the download as theirs when it serves it), and who downloaded
 * what (the original, or the keyframes made from it) of which file, when, newest first.
 */
export function CustodySection({ custody, onDownload }: Props) {
  const { t } = useTranslation();
  return (
    <section data-testid="verification-custody" aria-labelledby="verification-custody-title">
      <Typography.Title level={5} id="verification-custody-title">
        {t('verificationCustody.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('verificationCustody.why')}</Typography.Paragraph>
      <ul>
        {custody.originals.map((f) => (
          <li key={f.fileId}>
            <a href={f.url} download={f.name} onClick={onDownload} data-testid="custody-download">
              {t('verificationCustody.download', { name: f.name })}
            </a>
          </li>
        ))}
      </ul>
      {custody.downloads.length === 0 ? (
        <Typography.Text type="secondary">{t('verificationCustody.none')}</Typography.Text>
      ) : (
        <table className="custody-log">
          <caption className="visually-hidden">{t('verificationCustody.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('verificationCustody.file')}</th>
              <th scope="col">{t('verificationCustody.what')}</th>
              <th scope="col">{t('verificationCustody.by')}</th>
              <th scope="col">{t('verificationCustody.at')}</th>
            </tr>
          </thead>
          <tbody>
            {custody.downloads.map((d) => (
              <tr key={`${d.fileId}-${d.kind}-${d.at}-${d.by.id}`}>
                <td>{d.fileName}</td>
                <td>{t(`verificationCustody.kinds.${d.kind}`)}</td>
                <td>{d.by.name}</td>
                <td>{formatGmt(d.at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
