import type { Clue } from '@stringer/shared/schemas/clues';
import { ClueAuditStatus, clueAuditStatusKey } from '@stringer/shared/statuses';
import { creatorMayEdit } from '@stringer/shared/transitions';
import { webLinks, webPaths } from '@stringer/shared/web-paths';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegionName } from '../../../components/area-cascader';
import { AuditList, statusFilters } from '../../../components/audit-list';
import { AuditStatusTag } from '../../../components/audit-status-tag';
import type { ListColumn } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { cluesPageQueryOptions } from '../api/clues';

const { Pending, SendBack, Accepted, Unaccepted } = ClueAuditStatus;
const FILTERS = statusFilters([Pending, SendBack, Accepted, Unaccepted], clueAuditStatusKey);

export default function MyClueScreen() {
  const { t } = useTranslation();
  const columns: ListColumn<Clue>[] = [
    {
      title: t('clues.title'),
      key: 'title',
      render: (c: Clue) => <Link to={webLinks.clueDetail(c.id)}>{c.title}</Link>,
    },
    { title: t('clues.happenedOn'), key: 'happenedOn', render: (c: Clue) => c.happenedOn },
    {
      title: t('clues.region'),
      key: 'region',
      render: (c: Clue) => <RegionName ids={[c.countryId, c.provinceId, c.cityId]} />,
    },
    { title: t('clues.submitTime'), key: 'submit', render: (c: Clue) => formatGmt(c.submitTime) },
    {
      title: t('clues.status'),
      key: 'status',
      render: (c: Clue) => <AuditStatusTag of="clue" status={c.auditStatus} />,
    },
    { title: t('clues.reviewTime'), key: 'review', render: (c: Clue) => formatGmt(c.reviewTime) },
    {
      title: t('clues.operation'),
      key: 'op',
      render: (c: Clue) => (
        <Space>
          <Link to={webLinks.clueDetail(c.id)}>{t('clues.view')}</Link>
          {creatorMayEdit('clue', c.auditStatus) && <Link to={webLinks.editClue(c.id)}>{t('clues.edit')}</Link>}
        </Space>
      ),
    },
  ];
  return (
    <AuditList
      title={t('menu.myClue')}
      filters={FILTERS}
      pageQuery={cluesPageQueryOptions}
      columns={columns}
      rowKey="id"
      empty={<Link to={webPaths.submitClue}>{t('clues.none')}</Link>}
    />
  );
}
