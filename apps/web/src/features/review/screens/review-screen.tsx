import { REVIEW_QUEUES, type ReviewQueue } from '@stringer/shared/review-queues';
import type { ReviewItem } from '@stringer/shared/schemas/review';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/count-badge';
import { ListTable } from '../../../components/list-table';
import { Pill } from '../../../components/pill';
import { Loading } from '../../../components/screen-boundary';
import { SegmentedFilter } from '../../../components/segmented-filter';
import { TabStrip } from '../../../components/tab-strip';
import { ProcessingTag } from '../../../components/video-player/processing-tag';
import { withAntd } from '../../../components/with-antd';
import { useAfterFirstRows } from '../../../lib/after-first-rows';
import { focusLost } from '../../../lib/focus';
import { formatGmt } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { claim, type QueueFilters as Filters, PAGE_SIZE, type QueueKind, useQueue } from '../api/review';

// An item's review (its player, frames, notes and decision form) and the drawer it opens in
// arrive after the list's first rows, not with them: they are most of the screen's code; so do
// the filters, with their date pickers, and antd with them: the list is drawn without it (decision 0077).
const loadFilters = () => import('../components/queue-filters').then((m) => ({ default: m.QueueFilters }));
const loadDrawer = () => import('../components/review-drawer').then((m) => ({ default: m.ReviewDrawer }));
const QueueFilters = lazy(withAntd(loadFilters));
const ReviewDrawer = lazy(withAntd(loadDrawer));
const REVIEWS = {
  works: () => import('../components/work-review').then((m) => ({ default: m.WorkReview })),
  clue: () => import('../components/clue-review').then((m) => ({ default: m.ClueReview })),
  certification: () => import('../components/certification-review').then((m) => ({ default: m.CertificationReview })),
};
const OPENERS = { works: lazy(REVIEWS.works), clue: lazy(REVIEWS.clue), certification: lazy(REVIEWS.certification) };

/**
 * After a decision the drawer closes and the decided item leaves the list, with the button that
 * opened it: once the list has refetched, focus goes to the next item waiting, else to the status tab.
 */
function useFocusAfterDecision(decided: boolean, refreshing: boolean, onLanded: () => void) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!decided || refreshing) return;
    onLanded();
    const active = document.activeElement;
    if (!focusLost() && !active?.closest('.ant-drawer')) return;
    const next = list.current?.querySelector<HTMLElement>('[data-row-key] button');
    (next ?? list.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'))?.focus();
  }, [decided, refreshing, onLanded]);
  return list;
}

/** The reviewers' queues: oldest first, filtered, a tab per status with its count, an item opened beside the list. */
export default function ReviewScreen() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<QueueKind>('works');
  const [status, setStatus] = useState<number>(REVIEW_QUEUES.works.waiting);
  const [pageNum, setPageNum] = useState(1);
  const [open, setOpen] = useState<ReviewItem | null>(null);
  const [filters, setFilters] = useState<Filters>({});
  const queue = useQueue(kind, status, pageNum, filters);
  const [decided, setDecided] = useState(false);
  const list = useFocusAfterDecision(decided, queue.isFetching, () => setDecided(false));
  const counts = queue.data?.counts ?? {};
  const Opened = OPENERS[kind];
  const queueRules: ReviewQueue = REVIEW_QUEUES[kind];
  const listed = queue.data !== undefined;
  const afterRows = useAfterFirstRows(!queue.isPending);
  // Fetched once the rows are drawn, so that an item opens at once; a failure shows when it opens.
  useEffect(() => {
    if (listed) REVIEWS[kind]().catch(() => undefined);
  }, [kind, listed]);

  const openItem = (item: ReviewItem) => {
    setOpen(item);
    // Taking the item keeps other reviewers off it for 15 minutes; someone else's claim is said.
    claim(kind, item.id).catch(() => toast.error(t('errors.claimedByOther')));
  };
  const switchKind = (next: QueueKind) => {
    setKind(next);
    setStatus(REVIEW_QUEUES[next].waiting);
    setPageNum(1);
    setFilters({});
  };

  return (
    <div className="review" ref={list}>
      <SegmentedFilter
        aria-label={t('review.queueKind')}
        value={kind}
        onChange={(v) => switchKind(v as QueueKind)}
        options={[
          { value: 'works', label: t('review.works') },
          { value: 'clue', label: t('review.clues') },
          { value: 'certification', label: t('review.certifications') },
        ]}
      />
      <Suspense fallback={<div className="queue-filters" />}>
        {afterRows ? (
          <QueueFilters
            key={kind}
            kind={kind}
            value={filters}
            onChange={(next) => {
              setFilters(next);
              setPageNum(1);
            }}
          />
        ) : (
          <div className="queue-filters" />
        )}
      </Suspense>
      <TabStrip
        aria-label={t('app.statusFilter')}
        activeKey={String(status)}
        onChange={(key) => {
          setStatus(Number(key));
          setPageNum(1);
        }}
        items={queueRules.statuses.map((value) => ({
          key: String(value),
          label: (
            <>
              {t(queueRules.statusKey[value] ?? '')}
              <CountBadge count={counts[value] ?? 0} overflow={9999} />
            </>
          ),
        }))}
      />
      <ListTable<ReviewItem>
        rowKey="id"
        loading={queue.isFetching}
        rows={queue.data?.list}
        empty={t('review.empty')}
        minWidth={640}
        paging={{ pageNum, pageSize: PAGE_SIZE, total: queue.data?.total, onChange: setPageNum, sizes: false }}
        // Totals are counted to a cap (docs/decisions/0036): past it the list says "more than".
        totalText={
          queue.data && t(queue.data.totalCapped ? 'review.moreThan' : 'review.total', { total: queue.data.total })
        }
        columns={[
          {
            key: 'title',
            title: t('review.title'),
            render: (r) => (
              <>
                <button type="button" className="link-button" onClick={() => openItem(r)}>
                  {r.title}
                </button>
                <ProcessingTag item={r} testId="queue-processing" />
              </>
            ),
          },
          { key: 'creator', title: t('review.creator'), render: (r) => r.creator.name },
          { key: 'submitted', title: t('review.submitted'), render: (r) => formatGmt(r.submitTime) },
          {
            key: 'claimed',
            title: t('review.claimedBy'),
            render: (r) => (r.claimedBy ? <Pill color="orange">{r.claimedBy.name}</Pill> : null),
          },
        ]}
      />
      {afterRows && (
        <Suspense fallback={null}>
          <ReviewDrawer open={open !== null} onClose={() => setOpen(null)} title={open?.title}>
            {open && (
              <Suspense fallback={<Loading />}>
                <Opened
                  id={open.id}
                  onDone={() => {
                    setOpen(null);
                    setDecided(true);
                  }}
                />
              </Suspense>
            )}
          </ReviewDrawer>
        </Suspense>
      )}
    </div>
  );
}
