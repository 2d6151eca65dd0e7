import type { AgreementVersion } from '@stringer/shared/schemas/content-manager';
import { Button, Drawer, Grid, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { useCurrentAgreements } from '../api/agreements';
import { AgreementForm } from '../components/agreement-form';
import { AgreementHistory } from '../components/agreement-history';

type Open = null | { mode: 'edit' | 'history'; agreement: AgreementVersion };

/** #/console/agreements: the three agreements' current versions; a save publishes the next version. */
export default function AgreementsScreen() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const phone = !Grid.useBreakpoint().md;
  const current = useCurrentAgreements();
  const [open, setOpen] = useState<Open>(null);
  const typeName = (a: AgreementVersion) => t(`contentAdmin.types.${a.type}`);

  const columns: ListColumn<AgreementVersion>[] = [
    { key: 'type', title: t('contentAdmin.agreement'), render: typeName },
    { key: 'title', title: t('contentAdmin.title'), render: (a) => (zh ? a.titleZh : a.title) },
    { key: 'version', title: t('contentAdmin.version'), render: (a) => a.version },
    {
      key: 'updated',
      title: t('contentAdmin.updated'),
      render: (a) => `${formatGmt(a.updatedAt)} · ${a.author?.name ?? t('contentAdmin.seeded')}`,
    },
    {
      key: 'actions',
      title: t('contentAdmin.actions'),
      render: (a) => (
        <Space wrap size={0}>
          <Button
            type="link"
            onClick={() => setOpen({ mode: 'edit', agreement: a })}
            aria-label={`${t('contentAdmin.edit')}: ${typeName(a)}`}
          >
            {t('contentAdmin.edit')}
          </Button>
          <Button
            type="link"
            onClick={() => setOpen({ mode: 'history', agreement: a })}
            aria-label={`${t('contentAdmin.history')}: ${typeName(a)}`}
          >
            {t('contentAdmin.history')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <div className="content-admin">
      <ListTable<AgreementVersion>
        rowKey="type"
        columns={columns}
        rows={current.data}
        loading={current.isFetching}
        empty={t('contentAdmin.noAgreements')}
      />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size={phone ? '100%' : 860}
        title={open && `${typeName(open.agreement)} · ${t(`contentAdmin.${open.mode}`)}`}
        destroyOnHidden
      >
        {open?.mode === 'edit' && <AgreementForm current={open.agreement} onDone={() => setOpen(null)} />}
        {open?.mode === 'history' && <AgreementHistory type={open.agreement.type} />}
      </Drawer>
    </div>
  );
}
