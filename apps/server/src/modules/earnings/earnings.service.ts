import type { EarningState, EarningsSummary } from '@stringer/shared/schemas/earnings';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import type { PageRequest } from '../../platform/db/paging';
import { presentEarning, stateOf } from './earnings.presenter';
import { type EarningRow, earningsRepository as repo } from './earnings.repository';

interface Deps {
  database: Pick<Database, 'db'>;
  currency: string;
}

type Amounts = Record<EarningState, number>;
const zero = (): Amounts => ({ expected: 0, waiting: 0, paid: 0 });
const MONTHS_SHOWN = 12;

/** `YYYY-MM` of the last twelve months, oldest first (UTC, as the rows' times are). */
function lastMonths(now = new Date()) {
  return Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** A creator's own earnings: money only, in the install's currency; points and scores stay apart. */
export function createEarningsService({ database: { db }, currency }: Deps) {
  function summarise(rows: EarningRow[]): EarningsSummary {
    const totals = zero();
    const months = new Map(lastMonths().map((m) => [m, zero()]));
    const sources = new Map<string, EarningsSummary['sources'][number]>();
    for (const r of rows) {
      const state = stateOf(r);
      totals[state] += r.amount;
      const month = months.get(r.reviewedAt?.toISOString().slice(0, 7) ?? '');
      if (month) month[state] += r.amount;
      const kind = r.task ? 'task' : 'activity';
      const item = r.task ?? r.activity;
      if (!item) continue;
      const key = `${kind}:${item.id}`;
      const source = sources.get(key) ?? { kind, item, works: 0, ...zero() };
      source.works += 1;
      source[state] += r.amount;
      sources.set(key, source);
    }
    const sum = (a: Amounts) => a.expected + a.waiting + a.paid;
    return {
      currency,
      totals: { ...totals, issued: totals.waiting + totals.paid, earned: sum(totals) },
      months: [...months].map(([month, a]) => ({ month, ...a })),
      sources: [...sources.values()].sort((a, b) => sum(b) - sum(a) || b.works - a.works),
    };
  }

  return {
    summary: async (auth: AuthSession) => summarise(await repo.all(db, auth.accountId)),

    async page(auth: AuthSession, page: PageRequest) {
      const { rows, total } = await repo.page(db, auth.accountId, page);
      return { list: rows.map((r) => presentEarning(r, currency)), total, ...page };
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;
