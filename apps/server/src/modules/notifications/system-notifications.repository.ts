import type { NotificationParams } from '@stringer/shared/schemas/notifications';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import { accounts, countries } from '../../db/schema';
import type { Db } from '../../platform/db/database';
import { onlyRow } from '../../platform/db/only-row';

/** Who a send reaches: one creator, a country's creators, or every creator. */
export type Audience = { creatorId: number } | { countryId: number } | 'all';

const creatorsOf = (audience: Audience): SQL | undefined => {
  if (audience === 'all') return undefined;
  return 'creatorId' in audience ? eq(accounts.id, audience.creatorId) : eq(accounts.countryId, audience.countryId);
};
const whereCreators = (audience: Audience) => and(eq(accounts.role, 'creator'), creatorsOf(audience));

/** A system notification's stored params: the texts, and the send's id that makes a retry write nobody twice. */
export type SendParams = NotificationParams & { sendId: string };

export const systemNotificationsRepository = {
  countCreators: async (db: Db, audience: Audience) =>
    (await db.select({ n: count() }).from(accounts).where(whereCreators(audience)))[0]?.n ?? 0,

  countryExists: async (db: Db, id: number) =>
    (await db.select({ id: countries.id }).from(countries).where(eq(countries.id, id))).length > 0,

  /**
   * The send's next batch: the audience's creators after `afterId` in id order, each given the
   * notification unless an earlier attempt of this send already did. One statement; returns the
   * batch's last creator (null: nobody left), how many it held, and the notifications written.
   */
  async notifyBatch(db: Db, audience: Audience, afterId: number, size: number, params: SendParams, link: string) {
    const { rows } = await db.execute<{ last: number | null; size: number; ids: number[] }>(sql`
      WITH batch AS (
        SELECT ${accounts.id} AS id FROM ${accounts}
        WHERE ${and(whereCreators(audience), sql`${accounts.id} > ${afterId}`)}
        ORDER BY ${accounts.id} LIMIT ${size}
      ), written AS (
        INSERT INTO notifications (account_id, type, params, link)
        SELECT b.id, 'system', ${JSON.stringify(params)}::jsonb, ${link} FROM batch b
        WHERE NOT EXISTS (
          SELECT 1 FROM notifications n
          WHERE n.account_id = b.id AND n.type = 'system' AND n.params->>'sendId' = ${params.sendId}
        )
        RETURNING id
      )
      SELECT (SELECT max(id) FROM batch) AS last, (SELECT count(*) FROM batch)::int AS size,
        (SELECT coalesce(array_agg(id ORDER BY id), '{}') FROM written) AS ids`);
    return onlyRow(rows, 'batch');
  },
};
