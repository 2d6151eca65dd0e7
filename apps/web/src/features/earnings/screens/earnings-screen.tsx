import { formatMoney } from '@stringer/shared/money';
import type { EarningLine, EarningsSummary } from '@stringer/shared/schemas/earnings';
import { webLinks, webPaths } from '@stringer/shared/web-paths';
import { Card, Col, Flex, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ListColumn, ListTable } from '../../../components/list-table';
import { formatGmt } from '../../../lib/time';
import { useEarningsPage, useEarningsSummary } from '../api/earnings';
import { EarningsChart } from '../components/earnings-chart';
import { PayoutDetailsCard } from '../components/payout-details-card';
import '../earnings.css';

const STATE_COLOURS = { paid: 'green', waiting: 'gold', expected: 'default' } as const;
const FIGURES = ['earned', 'issued', 'paid', 'waiting'] as const;
const PAGE_SIZE = 10;

/**
 * A creator's earnings (docs/decisions/0058): what they earned, what was issued, paid and is
 * waiting, per month, per activity or task and per work; and how they are paid.
 */
export default function EarningsScreen() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh';
  const summary = useEarningsSummary();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZE);
  const lines = useEarningsPage(pageNum, pageSize);
  const currency = summary.data?.currency ?? lines.data?.list[0]?.currency ?? 'USD';
  const money = (minor: number) => formatMoney(minor, currency, i18n.language);
  const titleOf = (item: { title: string; titleZh: string } | null) => (item ? (zh ? item.titleZh : item.title) : '');

  const columns: ListColumn<EarningLine>[] = [
    {
      key: 'title',
      title: t('earnings.work'),
      render: (l) => <Link to={webLinks.workDetail(l.worksId)}>{l.title}</Link>,
    },
    { key: 'for', title: t('earnings.for'), render: (l) => titleOf(l.activity ?? l.task) },
    {
      key: 'reward',
      title: t('earnings.reward'),
      render: (l) =>
        l.activity
          ? t('earnings.scoreOf', { score: l.score ?? '-' })
          : t('earnings.pointsOf', { points: l.points ?? '-' }),
    },
    {
      key: 'amount',
      title: t('earnings.amount'),
      render: (l) => <span data-testid="earning-amount">{money(l.amount)}</span>,
    },
    {
      key: 'state',
      title: t('earnings.state'),
      render: (l) => <Tag color={STATE_COLOURS[l.state]}>{t(`earnings.states.${l.state}`)}</Tag>,
    },
    { key: 'when', title: t('earnings.decided'), render: (l) => formatGmt(l.paidTime ?? l.issuedTime ?? l.reviewTime) },
  ];

  return (
    <Flex vertical gap={16} className="earnings-screen">
      <Typography.Title level={2}>{t('menu.earnings')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('earnings.intro', { currency })}</Typography.Paragraph>
      <Row gutter={[16, 16]} data-testid="earnings-totals">
        {FIGURES.map((f) => (
          <Col key={f} xs={12} md={6}>
            <Card>
              <Statistic
                title={t(`earnings.totals.${f}`)}
                loading={summary.isPending}
                value={summary.data ? money(summary.data.totals[f]) : ''}
                valueRender={(v) => <span data-testid={`earnings-${f}`}>{v}</span>}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {summary.data && summary.data.totals.expected > 0 ? (
        <Typography.Paragraph type="secondary">
          {t('earnings.expectedNote', { amount: money(summary.data.totals.expected) })}
        </Typography.Paragraph>
      ) : null}
      <Card title={<h2 className="earnings-card-title">{t('earnings.perMonth')}</h2>}>
        {summary.data ? <EarningsChart months={summary.data.months} money={money} /> : <Skeleton active />}
      </Card>
      <Card title={<h2 className="earnings-card-title">{t('earnings.perSource')}</h2>}>
        <Sources summary={summary.data} loading={summary.isPending} money={money} titleOf={titleOf} />
      </Card>
      <Card title={<h2 className="earnings-card-title">{t('earnings.perWork')}</h2>}>
        <ListTable<EarningLine>
          rowKey="worksId"
          columns={columns}
          rows={lines.data?.list}
          loading={lines.isFetching}
          empty={<Link to={webPaths.myTask}>{t('earnings.none')}</Link>}
          paging={{
            pageNum,
            pageSize,
            total: lines.data?.total,
            onChange: (n, size) => {
              setPageNum(size === pageSize ? n : 1);
              setPageSize(size);
            },
          }}
        />
      </Card>
      <PayoutDetailsCard />
    </Flex>
  );
}

interface SourcesProps {
  summary: EarningsSummary | undefined;
  loading: boolean;
  money(minor: number): string;
  titleOf(item: { title: string; titleZh: string }): string;
}

type Source = EarningsSummary['sources'][number] & { key: string };

/** Per activity or task, a card each on phones; a task links to its page. */
function Sources({ summary, loading, money, titleOf }: SourcesProps) {
  const { t } = useTranslation();
  const columns: ListColumn<Source>[] = [
    {
      key: 'item',
      title: t('earnings.for'),
      render: (s) =>
        s.kind === 'task' ? <Link to={webLinks.taskDetail(s.item.id)}>{titleOf(s.item)}</Link> : titleOf(s.item),
    },
    { key: 'works', title: t('earnings.works'), render: (s) => s.works },
    { key: 'paid', title: t('earnings.states.paid'), render: (s) => money(s.paid) },
    { key: 'waiting', title: t('earnings.states.waiting'), render: (s) => money(s.waiting) },
    { key: 'expected', title: t('earnings.states.expected'), render: (s) => money(s.expected) },
  ];
  return (
    <ListTable<Source>
      rowKey="key"
      columns={columns}
      rows={summary?.sources.map((s) => ({ ...s, key: `${s.kind}:${s.item.id}` }))}
      loading={loading}
      empty={t('earnings.noneYet')}
    />
  );
}
