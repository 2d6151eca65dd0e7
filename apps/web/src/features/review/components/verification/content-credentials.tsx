import type {
  ContentCredentials as Credentials,
  CredentialsAction,
} from '@stringer/shared/schemas/content-credentials';
import { Descriptions, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatGmt } from '../../../../lib/time';

const STATE_COLOUR: Record<Credentials['state'], string> = {
  valid: 'green',
  unknownSigner: 'gold',
  invalid: 'red',
  unreadable: 'red',
  notChecked: 'default',
};

/** A time the manifest gives, as the product shows times; as written when it is not one. */
const moment = (at: string) => (Number.isNaN(Date.parse(at)) ? at : formatGmt(at));

/** A C2PA action or source type in words when it is a known one, else as the manifest writes it. */
const known = (t: TFunction, exists: (key: string) => boolean, key: string, raw: string) =>
  exists(key) ? t(key) : raw;

function ActionLine({ action }: { action: CredentialsAction }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const words = known(
    t,
    exists,
    `verificationDesk.credentials.actions.${action.action.replace(/\./g, '_')}`,
    action.action,
  );
  const source = action.sourceType
    ? known(t, exists, `verificationDesk.credentials.sources.${action.sourceType}`, action.sourceType)
    : null;
  return (
    <li>
      {source ? t('verificationDesk.credentials.withSource', { action: words, source }) : words}
      {action.softwareAgent && ` · ${t('verificationDesk.credentials.by', { agent: action.softwareAgent })}`}
      {action.when && ` · ${moment(action.when)}`}
    </li>
  );
}

/**
 * Content Credentials (C2PA) of one video: whether its signed history holds, who signed it, with
 * what, and what it says was done (issue 39, docs/decisions/0082). Most videos carry none.
 */
export function ContentCredentials({ credentials }: { credentials: Credentials | null }) {
  const { t } = useTranslation();
  const judged =
    credentials && (credentials.state === 'unreadable' || credentials.state === 'notChecked') ? null : credentials;
  return (
    <section data-testid="content-credentials">
      <Typography.Title level={5}>{t('verificationDesk.credentials.title')}</Typography.Title>
      {!credentials ? (
        <Typography.Text type="secondary">{t('verificationDesk.credentials.none')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph>
            <Tag color={STATE_COLOUR[credentials.state]}>
              {t(`verificationDesk.credentials.state.${credentials.state}`)}
            </Tag>
            {t(`verificationDesk.credentials.meaning.${credentials.state}`)}
          </Typography.Paragraph>
          {judged && (
            <Descriptions
              size="small"
              column={1}
              bordered
              items={[
                [t('verificationDesk.credentials.signer'), judged.signer ?? t('captureFacts.absent')],
                ...(judged.signedAt ? [[t('verificationDesk.credentials.signedAt'), moment(judged.signedAt)]] : []),
                [t('verificationDesk.credentials.generator'), judged.claimGenerator ?? t('captureFacts.absent')],
              ].map(([label, children]) => ({ key: label, label, children }))}
            />
          )}
          {judged && judged.actions.length > 0 && (
            <>
              <Typography.Text strong>{t('verificationDesk.credentials.history')}</Typography.Text>
              <ol className="credentials-actions">
                {judged.actions.map((a, i) => (
                  // The manifest's order is the history's: one action may be listed twice.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a history is never reordered.
                  <ActionLine key={i} action={a} />
                ))}
              </ol>
            </>
          )}
          {credentials.failures.length > 0 && (
            <Typography.Paragraph type="secondary">
              {t('verificationDesk.credentials.failures')}{' '}
              {credentials.failures.map((code) => (
                <Typography.Text key={code} code>
                  {code}
                </Typography.Text>
              ))}
            </Typography.Paragraph>
          )}
        </>
      )}
    </section>
  );
}
