import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import type { RewardItem } from '@stringer/shared/schemas/rewards';
import { PayoutStatus, payoutStatusKey, RewardStatus, rewardStatusKey } from '@stringer/shared/statuses';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { withAntd } from '../../../components/with-antd';
import { useAfterFirstRows } from '../../../lib/after-first-rows';
import { toast } from '../../../lib/toast';
import { useDownloadDueCsv } from '../api/download-due-csv';
import { type RewardFilter, useRewards } from '../api/get-rewards';
import { type RewardMove, useMoveRewards } from '../api/move-rewards';
import { type Chip, rewardColumns } from '../components/reward-columns';

const PAGE_SIZE = 20;
// A creator's payout details open on a click, the batch moves ask to confirm: both are drawn with
// antd, loaded after the list's first rows, which are drawn without it (decision 0077).
const loadPayoutDetails = () =>
  import('../components/payout-details-modal').then((m) => ({ default: m.PayoutDetailsModal }));
const loadBatchMoves = () => import('../components/batch-moves').then((m) => ({ default: m.BatchMoves }));
const PayoutDetailsModal = lazy(withAntd(loadPayoutDetails));
const BatchMoves = lazy(withAntd(loadBatchMoves));

interface StatusSelectProps<T extends string> {
  label: string;
  value: T | undefined;
  options: { value: T; label: string }[];
  onChange(value: T | undefined): void;
}

/** A native select of one status or all (its label, as antd's cleared select showed it): drawn with the first rows. */
function StatusSelect<T extends string>({ label, value, options, onChange }: StatusSelectProps<T>) {
  return (
    <select
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange((e.target.value || undefined) as T | undefined)}
      className="plain-select console-filter"
    >
      <option value="">{label}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * Rewards and payouts (admins): passed works that answer an activity or task, filtered by where
 * their reward stands; issue rewards and mark them paid one by one or a selection at a time, and
 * download what is due per creator.
 */
export default function RewardsScreen() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const [statuses, setStatuses] = useState<Pick<RewardFilter, 'rewardStatus' | 'payoutStatus'>>({});
  const [chips, setChips] = useState<Chip[]>([]);
  const [pageNum, setPageNum] = useState(1);
  const [selected, setSelected] = useState<RewardItem[]>([]);
  const [payoutOf, setPayoutOf] = useState<{ id: number; name: string } | null>(null);
  const filter: RewardFilter = { ...statuses, pageNum, ...Object.fromEntries(chips.map((c) => [c.key, c.id])) };
  const list = useRewards(filter, PAGE_SIZE);
  const mover = useMoveRewards();
  const csv = useDownloadDueCsv();
  const afterRows = useAfterFirstRows(!list.isPending);

  const refilter = (next: () => void) => {
    next();
    setPageNum(1);
    setSelected([]);
  };
  const filterBy = (chip: Chip) => refilter(() => setChips((cs) => [...cs.filter((c) => c.key !== chip.key), chip]));
  const move = (m: RewardMove, count: number) =>
    mover.mutate(m, {
      onSuccess: () => {
        toast.success(t('rewardStatus' in m ? 'rewards.issued' : 'rewards.paid', { count }));
        setSelected([]);
      },
    });

  const toIssue = selected.filter((r) => r.rewardStatus === 'submitted').map((r) => r.worksId);
  const toPay = selected
    .filter((r) => r.rewardStatus === 'issued' && r.payoutStatus === 'unpaid')
    .map((r) => r.worksId);

  return (
    <div className="rewards">
      <div className="console-toolbar">
        <StatusSelect
          label={t('rewards.rewardFilter')}
          value={statuses.rewardStatus}
          options={Object.values(RewardStatus).map((v) => ({ value: v, label: t(rewardStatusKey[v]) }))}
          onChange={(rewardStatus) => refilter(() => setStatuses((s) => ({ ...s, rewardStatus })))}
        />
        <StatusSelect
          label={t('rewards.payoutFilter')}
          value={statuses.payoutStatus}
          options={Object.values(PayoutStatus).map((v) => ({ value: v, label: t(payoutStatusKey[v]) }))}
          onChange={(payoutStatus) => refilter(() => setStatuses((s) => ({ ...s, payoutStatus })))}
        />
        {chips.map((c) => (
          <button
            key={c.key}
            type="button"
            className="plain-button plain-button-small"
            title={t('rewards.clearFilter', { name: c.label })}
            onClick={() => refilter(() => setChips((cs) => cs.filter((x) => x.key !== c.key)))}
          >
            {t(`rewards.${c.key}`, { name: c.label })}
            <CloseOutlined aria-hidden />
          </button>
        ))}
        <button
          type="button"
          className="plain-button"
          disabled={csv.isPending}
          onClick={() => csv.mutate(zh ? 'zh' : 'en')}
          data-testid="download-due"
        >
          <DownloadOutlined aria-hidden />
          {t('rewards.downloadDue')}
        </button>
      </div>
      <div className="console-toolbar">
        <button
          type="button"
          className="plain-button"
          disabled={!list.data?.list.length}
          onClick={() => setSelected(selected.length ? [] : (list.data?.list ?? []))}
        >
          {t(selected.length ? 'rewards.selectNone' : 'rewards.selectAll')}
        </button>
        {afterRows && (
          <Suspense fallback={null}>
            <BatchMoves toIssue={toIssue} toPay={toPay} busy={mover.isPending} move={move} />
          </Suspense>
        )}
      </div>
      <ListTable<RewardItem>
        rowKey="worksId"
        loading={list.isFetching}
        rows={list.data?.list}
        empty={t('rewards.empty')}
        selection={{ selected, onChange: setSelected, label: (r) => t('rewards.select', { title: r.title }) }}
        paging={{
          pageNum,
          pageSize: PAGE_SIZE,
          total: list.data?.total,
          onChange: (n) => {
            setPageNum(n);
            setSelected([]);
          },
        }}
        columns={rewardColumns({ t, zh, busy: mover.isPending, filterBy, move, showPayout: setPayoutOf })}
      />
      {(afterRows || payoutOf) && (
        <Suspense fallback={null}>
          <PayoutDetailsModal creator={payoutOf} onClose={() => setPayoutOf(null)} />
        </Suspense>
      )}
    </div>
  );
}
