import { type AuditEntry, auditActorKind, auditEntity } from '@stringer/shared/schemas/audit';
import { AutoComplete, Button, DatePicker, Input, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { type AuditFilter, useAuditLog } from '../api/get-audit-log';
import { actorName, auditLabel } from '../audit-words';
import { AuditChange } from '../components/audit-change';

const PAGE_SIZE = 20;

type Filter = Omit<AuditFilter, 'pageNum'>;
type Person = 'staff' | 'creator';

/** The audit log (admins): who did what to which item, from what to what, why and when; newest first. */
export default function AuditScreen() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>({});
  // What the person boxes show: typed text, or the name of the person picked from a row.
  const [typed, setTyped] = useState<Record<Person, string>>({ staff: '', creator: '' });
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [pageNum, setPageNum] = useState(1);
  const log = useAuditLog({ ...filter, pageNum }, PAGE_SIZE);
  const set = (patch: Filter) => {
    setFilter((f) => ({ ...f, ...patch }));
    setPageNum(1);
  };
  /** A person filter: by a name or an email typed (matched by the server), or by the id of one picked from a row. */
  const byPerson = (who: Person, text: string | undefined, id: number | undefined) =>
    set(who === 'staff' ? { staff: text, staffId: id } : { creator: text, creatorId: id });
  const pick = (who: Person, p: { id: number; name: string }) => {
    setTyped((s) => ({ ...s, [who]: p.name }));
    byPerson(who, undefined, p.id);
  };
  const person = (p: { id: number; name: string } | null, who: Person) =>
    p && (
      <Button type="link" size="small" className="audit-person" onClick={() => pick(who, p)}>
        {p.name}
      </Button>
    );
  const personBox = (who: Person) => (
    <Input.Search
      allowClear
      aria-label={t(`audit.${who}Search`)}
      placeholder={t(`audit.${who}Search`)}
      value={typed[who]}
      onChange={(e) => setTyped((s) => ({ ...s, [who]: e.target.value }))}
      onSearch={(text) => byPerson(who, text.trim() || undefined, undefined)}
      className="console-filter audit-person-filter"
      data-testid={`audit-${who}`}
    />
  );

  return (
    <div className="audit">
      <div className="console-toolbar" data-testid="audit-filters">
        <Select
          allowClear
          aria-label={t('audit.actor')}
          placeholder={t('audit.actor')}
          value={filter.actor}
          options={auditActorKind.options.map((a) => ({ value: a, label: t(`audit.actors.${a}`) }))}
          onChange={(actor) => set({ actor })}
          className="console-filter"
        />
        {personBox('staff')}
        {personBox('creator')}
        <AutoComplete
          allowClear
          aria-label={t('audit.entity')}
          placeholder={t('audit.entity')}
          value={filter.entity}
          options={auditEntity.options.map((e) => ({ value: e, label: auditLabel(t, 'entities', e) }))}
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
            setTyped({ staff: '', creator: '' });
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
          { key: 'at', title: t('audit.at'), render: (e) => formatGmt(e.at) },
          {
            key: 'actor',
            title: t('audit.actor'),
            render: (e) => (e.actor === 'staff' ? (person(e.staff, 'staff') ?? actorName(t, e)) : actorName(t, e)),
          },
          { key: 'action', title: t('audit.action'), render: (e) => auditLabel(t, 'actions', e.action) },
          {
            key: 'item',
            title: t('audit.item'),
            render: (e) => {
              const kind = auditLabel(t, 'entities', e.entity);
              if (e.entityId === null) return kind;
              return (
                <Button
                  type="link"
                  size="small"
                  className="audit-person"
                  onClick={() => set({ entity: e.entity, entityId: e.entityId ?? undefined })}
                >
                  {kind} #{e.entityId}
                </Button>
              );
            },
          },
          { key: 'creator', title: t('audit.creator'), render: (e) => person(e.creator, 'creator') },
          { key: 'change', title: t('audit.change'), render: (e) => <AuditChange entry={e} /> },
          { key: 'reason', title: t('audit.reason'), render: (e) => e.reason },
        ]}
      />
    </div>
  );
}
