import type { AuditEntry } from '@stringer/shared/schemas/audit';
import { AutoComplete, Button, DatePicker, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { type AuditFilter, useAuditLog } from '../api/get-audit-log';
import { AuditChange } from '../components/audit-change';

const PAGE_SIZE = 20;
/** The items staff act on today; the field takes any other name too. */
const ENTITIES = ['work', 'clue', 'certification', 'reward', 'payout'];

type Filter = Omit<AuditFilter, 'pageNum'>;

/** The audit log (admins): who did what to which item, from what to what, why and when; newest first. */
export default function AuditScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const log = useAuditLog({ ...filter, pageNum }, PAGE_SIZE);
  const set = (patch: Filter) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPageNum(1);
  };
  const person = (p: { id: number; name: string } | null, key: 'staffId' | 'creatorId') =>
    p && (
      <Button type="link" size="small" onClick={() => set({ [key]: p.id })}>
        {p.name} #{p.id}
      </Button>
    );

  return (
    <div className="audit">
      <div className="console-toolbar" data-testid="audit-filters">
        <InputNumber
          min={1}
          aria-label={t('audit.staffId')}
          placeholder={t('audit.staffId')}
          value={filter.staffId ?? null}
          onChange={(v) => set({ staffId: v ?? undefined })}
          className="console-filter"
        />
        <InputNumber
          min={1}
          aria-label={t('audit.creatorId')}
          placeholder={t('audit.creatorId')}
          value={filter.creatorId ?? null}
          onChange={(v) => set({ creatorId: v ?? undefined })}
          className="console-filter"
        />
        <AutoComplete
          allowClear
          aria-label={t('audit.entity')}
          placeholder={t('audit.entity')}
          value={filter.entity}
          options={ENTITIES.map((e) => ({ value: e, label: t(`audit.entities.${e}`) }))}
          onChange={(v: string | undefined) => set({ entity: v || undefined, ...(v ? {} : { entityId: undefined }) })}
          className="console-filter"
        />
        <InputNumber
          min={1}
          aria-label={t('audit.entityId')}
          placeholder={t('audit.entityId')}
          disabled={!filter.entity}
          value={filter.entityId ?? null}
          onChange={(v) => set({ entityId: v ?? undefined })}
          className="console-filter"
        />
        <DatePicker.RangePicker
          aria-label={t('audit.when')}
          value={range}
          onChange={(r) => {
            setRange(r);
            set({ from: r?.[0]?.startOf('day').toISOString(), to: r?.[1]?.endOf('day').toISOString() });
          }}
          className="console-range"
        />
        <Button
          onClick={() => {
            setFilter({});
            setRange(null);
            setPageNum(1);
          }}
        >
          {t('audit.clear')}
        </Button>
      </div>
      <ListTable<AuditEntry>
        rowKey="id"
        loading={log.isFetching}
        rows={log.data?.list}
        empty={t('audit.empty')}
        paging={{ pageNum, pageSize: PAGE_SIZE, total: log.data?.total, onChange: setPageNum }}
        columns={[
          { key: 'at', title: t('audit.at'), render: (e) => dayjs(e.at).format('YYYY-MM-DD HH:mm:ss') },
          { key: 'staff', title: t('audit.staff'), render: (e) => person(e.staff, 'staffId') },
          {
            key: 'action',
            title: t('audit.action'),
            render: (e) => t(`audit.actions.${e.action}`, { defaultValue: e.action }),
          },
          {
            key: 'item',
            title: t('audit.item'),
            render: (e) => (
              <Button type="link" size="small" onClick={() => set({ entity: e.entity, entityId: e.entityId })}>
                {t(`audit.entities.${e.entity}`, { defaultValue: e.entity })} #{e.entityId}
              </Button>
            ),
          },
          { key: 'creator', title: t('audit.creator'), render: (e) => person(e.creator, 'creatorId') },
          { key: 'change', title: t('audit.change'), render: (e) => <AuditChange entry={e} /> },
          { key: 'reason', title: t('audit.reason'), render: (e) => e.reason },
        ]}
      />
    </div>
  );
}
