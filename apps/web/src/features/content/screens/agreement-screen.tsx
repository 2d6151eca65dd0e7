import type { AgreementType } from '@stringer/shared/schemas/content';
import { webPaths } from '@stringer/shared/web-paths';
import { Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PublicPage } from '../../../components/public-page';
import { RichText } from '../../../components/rich-text';
import { formatGmt } from '../../../lib/time';
import { useAgreement } from '../api/content';

const TYPE_BY_PATH: Record<string, AgreementType> = {
  [webPaths.privacyPolicy]: 'privacy',
  [webPaths.serviceProtocol]: 'service',
  [webPaths.transferProtocol]: 'transfer',
};

/** /privacypolicy, /serviceprotocol, /transferprotocol: the agreement staff keep, in the user's language. */
export default function AgreementScreen() {
  const { t, i18n } = useTranslation();
  const type = TYPE_BY_PATH[useLocation().pathname] ?? 'service';
  const agreement = useAgreement(type);
  const zh = i18n.language === 'zh';
  const a = agreement.data;
  return (
    <PublicPage width={820}>
      {agreement.isLoading ? (
        <Skeleton active paragraph={{ rows: 12 }} />
      ) : a ? (
        <article>
          <Typography.Title level={2}>{zh ? a.titleZh : a.title}</Typography.Title>
          <Typography.Text type="secondary">
            {t('content.updated', { date: formatGmt(a.updatedAt, 'day') })}
          </Typography.Text>
          <RichText html={zh ? a.contentZh : a.content} />
        </article>
      ) : (
        <Result status="404" title={t('errors.agreementNotExist')} />
      )}
    </PublicPage>
  );
}
