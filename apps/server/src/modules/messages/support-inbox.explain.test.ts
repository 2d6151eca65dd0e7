import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';

/**
 * The inbox's text search on tens of thousands of messages, after ANALYZE: the planner must read
 * the search tokens' index (the one search of decision 0063) for Chinese and for Latin text
 * alike, rather than scan every message.
 */

const t = useTestApp();
const WORDS = ['稿费', '到账', '上传', '审核', '视频', 'upload', 'payout', 'review', 'hello', '谢谢'];

beforeAll(async () => {
  const words = `ARRAY[${WORDS.map((w) => `'${w}'`).join(',')}]`;
  await t.sql.query(`
    WITH creators AS (
      INSERT INTO accounts (mail, account, real_name)
      SELECT 'inbox-plan-' || i || '@example.com', 'inbox_plan_' || i, 'Plan ' || i
      FROM generate_series(1, 400) i RETURNING id
    ), made AS (
      INSERT INTO conversations (creator_id, last_seq, last_message_at) SELECT id, 50, now() FROM creators RETURNING id, creator_id
    )
    INSERT INTO messages (conversation_id, seq, sender_id, from_staff, client_msg_id, kind, text)
    SELECT m.id, s, m.creator_id, false, 'plan-' || m.id || '-' || s, 'text',
           (${words})[1 + (m.id + s) % 10] || ' ' || (${words})[1 + (m.id * s) % 10] || ' #' || s
    FROM made m, generate_series(1, 50) s`);
  await t.sql.query(
    `UPDATE messages SET text = '我的稿费还没有到账' WHERE id = (SELECT max(id) FROM messages WHERE client_msg_id LIKE 'plan-%')`,
  );
  await t.sql.query('VACUUM ANALYZE messages');
}, 60_000);

// The inbox's repository asks this, through db/schema/search.ts.
const MATCHES = 'array_to_tsvector(search_tokens(text)) @@ search_query($1)';

const planOf = async (q: string) => {
  const res = await t.sql.query(
    `EXPLAIN (FORMAT JSON) SELECT conversation_id FROM messages
     WHERE ${MATCHES} AND strpos(lower(text), lower($1)) > 0 AND revoked_at IS NULL`,
    [q],
  );
  return JSON.stringify(res.rows[0]['QUERY PLAN']);
};

describe('the inbox text search plan', () => {
  it.each(['还没有到账', 'payout review'])('should read messages_text_search_idx for %s', async (q) => {
    const plan = await planOf(q);
    expect(plan).toContain('messages_text_search_idx');
    expect(plan).not.toContain('"Seq Scan"');
  });

  it('should find the one Chinese message among 20,000', async () => {
    const res = await t.sql.query(`SELECT count(*)::int AS n FROM messages WHERE ${MATCHES} AND strpos(text, $1) > 0`, [
      '还没有到账',
    ]);
    expect(res.rows[0].n).toBe(1);
  });

  it('should read the same tokens as /public/videos: one search function, no other', async () => {
    const res = await t.sql.query(
      `SELECT proname FROM pg_proc WHERE proname LIKE 'search\\_%' AND pronamespace = 'public'::regnamespace ORDER BY 1`,
    );
    expect(res.rows.map((r) => r.proname)).toEqual(['search_query', 'search_tokens']);
  });
});
