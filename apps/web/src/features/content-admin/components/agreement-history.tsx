import type { AgreementType } from '@stringer/shared/schemas/content';
import { Button, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../components/rich-text';
import { formatGmt } from '../../../lib/time';
import { useAgreementHistory, useAgreementVersion } from '../api/agreements';

/** An agreement's versions, newest first; one opened shows its text as it was published. */
export function AgreementHistory({ type }: { type: AgreementType }) {
  const { t } = useTranslation();
  const history = useAgreementHistory(type);
  const [open, setOpen] = useState<number | null>(null);
  if (open !== null) return <VersionText type={type} version={open} onBack={() => setOpen(null)} />;
  const latest = history.data?.[0]?.version;
  return (
    <List
      loading={history.isLoading}
      dataSource={history.data ?? []}
      renderItem={(v) => (
        <List.Item
          actions={[
            <Button key="view" type="link" onClick={() => setOpen(v.version)}>
              {t('contentAdmin.viewVersion', { version: v.version })}
            </Button>,
          ]}
        >
          <List.Item.Meta
            title={
              <>
                {t('contentAdmin.versionN', { version: v.version })}{' '}
                {v.version === latest && <Tag color="green">{t('contentAdmin.current')}</Tag>}
              </>
            }
            description={`${formatGmt(v.updatedAt)} · ${v.author?.name ?? t('contentAdmin.seeded')}`}
          />
        </List.Item>
      )}
    />
  );
}

function VersionText({ type, version, onBack }: { type: AgreementType; version: number; onBack(): void }) {
  const { t, i18n } = useTranslation();
  const v = useAgreementVersion(type, version).data;
  const zh = i18n.language === 'zh';
  return (
    <article data-testid="agreement-version">
      <Button onClick={onBack}>{t('contentAdmin.backToHistory')}</Button>
      {v ? (
        <>
          <Typography.Title level={3}>{zh ? v.titleZh : v.title}</Typography.Title>
          <Typography.Text type="secondary">
            {t('contentAdmin.versionN', { version: v.version })} · {formatGmt(v.updatedAt)} ·{' '}
            {v.author?.name ?? t('contentAdmin.seeded')}
          </Typography.Text>
          <RichText html={zh ? v.contentZh : v.content} />
        </>
      ) : (
        <Skeleton active />
      )}
    </article>
  );
}
