import { CloseOutlined, DownloadOutlined } from '@ant-design/icons';
import type { RewardItem } from '@stringer/shared/schemas/rewards';
import { PayoutStatus, payoutStatusKey, RewardStatus, rewardStatusKey } from '@stringer/shared/statuses';
import { Button, Popconfirm, Select, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListTable } from '../../../components/list-table';
import { useAfterFirstRows } from '../../../lib/after-first-rows';
import { toast } from '../../../lib/toast';
import { useDownloadDueCsv } from '../api/download-due-csv';
import { type RewardFilter, useRewards } from '../api/get-rewards';
import { type RewardMove, useMoveRewards } from '../api/move-rewards';
import { type Chip, rewardColumns } from '../components/reward-columns';

const PAGE_SIZE = 20;
// A creator's payout details open on a click: loaded after the list's first rows (decision 0077).
const PayoutDetailsModal = lazy(() =>
  import('../components/payout-details-modal').then((m) => ({ default: m.PayoutDetailsModal })),
);

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
        <Select
          allowClear
          aria-label={t('rewards.rewardFilter')}
          placeholder={t('rewards.rewardFilter')}
          value={statuses.rewardStatus}
          onChange={(rewardStatus) => refilter(() => setStatuses((s) => ({ ...s, rewardStatus })))}
          options={Object.values(RewardStatus).map((v) => ({ value: v, label: t(rewardStatusKey[v]) }))}
          className="console-filter"
        />
        <Select
          allowClear
          aria-label={t('rewards.payoutFilter')}
          placeholder={t('rewards.payoutFilter')}
          value={statuses.payoutStatus}
          onChange={(payoutStatus) => refilter(() => setStatuses((s) => ({ ...s, payoutStatus })))}
          options={Object.values(PayoutStatus).map((v) => ({ value: v, label: t(payoutStatusKey[v]) }))}
          className="console-filter"
        />
        {chips.map((c) => (
          <Button
            key={c.key}
            size="small"
            icon={<CloseOutlined aria-hidden />}
            iconPlacement="end"
            title={t('rewards.clearFilter', { name: c.label })}
            onClick={() => refilter(() => setChips((cs) => cs.filter((x) => x.key !== c.key)))}
          >
            {t(`rewards.${c.key}`, { name: c.label })}
          </Button>
        ))}
        <Button
          icon={<DownloadOutlined aria-hidden />}
          loading={csv.isPending}
          onClick={() => csv.mutate(zh ? 'zh' : 'en')}
          data-testid="download-due"
        >
          {t('rewards.downloadDue')}
        </Button>
      </div>
      <Space wrap className="console-toolbar">
        <Button
          disabled={!list.data?.list.length}
          onClick={() => setSelected(selected.length ? [] : (list.data?.list ?? []))}
        >
          {t(selected.length ? 'rewards.selectNone' : 'rewards.selectAll')}
        </Button>
        <Popconfirm
          title={t('rewards.confirmIssue', { count: toIssue.length })}
          onConfirm={() => move({ workIds: toIssue, rewardStatus: 'issued' }, toIssue.length)}
          okText={t('rewards.issue')}
          cancelText={t('rewards.cancel')}
          disabled={toIssue.length === 0}
        >
          <Button type="primary" disabled={toIssue.length === 0 || mover.isPending}>
            {t('rewards.issueSelected', { count: toIssue.length })}
          </Button>
        </Popconfirm>
        <Popconfirm
          title={t('rewards.confirmPay', { count: toPay.length })}
          onConfirm={() => move({ workIds: toPay, payoutStatus: 'paid' }, toPay.length)}
          okText={t('rewards.markPaid')}
          cancelText={t('rewards.cancel')}
          disabled={toPay.length === 0}
        >
          <Button disabled={toPay.length === 0 || mover.isPending}>
            {t('rewards.paySelected', { count: toPay.length })}
          </Button>
        </Popconfirm>
      </Space>
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
