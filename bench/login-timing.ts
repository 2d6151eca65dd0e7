/**
 * Whether a failed sign-in's timing tells that an account exists: median times of wrong-password
 * sign-ins for real accounts and for addresses with no account, interleaved, beside one bare
 * argon2 verify (the baseline: what a real check costs) measured in the same run.
 *
 *   npm run bench:login-timing      (BENCH_LOGINS=40 of each by default)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { emptyDatabase } from '@stringer/test-support/test-database';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { accounts } from '../apps/server/src/db/schema';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { hashPassword, verifyPassword } from '../apps/server/src/platform/passwords';
import { median } from './stats';

const rounds = Number(process.env.BENCH_LOGINS ?? 40);

const database = await emptyDatabase(`stringer_bench_${randomBytes(4).toString('hex')}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'stringer-bench-'));
const url = database.url;
const app = await buildApp(
  loadConfig({ DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
  false,
);

try {
  // One account per round: the per-address sign-in limit allows only a few tries each.
  const hash = await hashPassword('Secret123');
  const known = Array.from({ length: rounds }, (_, i) => `known${i}@bench.test`);
  const database = await openDatabase({ databaseUrl: url, dataDir, log: console });
  await database.db
    .insert(accounts)
    .values(known.map((mail, i) => ({ mail, account: `bench${i}`, realName: 'Bench', passwordHash: hash })));
  await database.close();

  const timeLogin = async (email: string, i: number) => {
    const start = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/web/account/email/login',
      payload: { email, password: 'Wrong1234' },
      remoteAddress: `10.1.${i >> 8}.${i & 255}`,
    });
    if (res.statusCode !== 400) throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
    return performance.now() - start;
  };
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  const verifyMs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    knownMs.push(await timeLogin(known[i] as string, 2 * i));
    unknownMs.push(await timeLogin(`nobody${i}@bench.test`, 2 * i + 1));
    const start = performance.now();
    await verifyPassword(hash, 'Wrong1234');
    verifyMs.push(performance.now() - start);
  }
  const [k, u, v] = [median(knownMs), median(unknownMs), median(verifyMs)];
  console.log(`failed sign-ins, ${rounds} of each, median:`);
  console.log(`  real account      ${k.toFixed(1)} ms`);
  console.log(`  no such account   ${u.toFixed(1)} ms`);
  console.log(`  difference        ${(u - k).toFixed(1)} ms (${((100 * (u - k)) / k).toFixed(0)}%)`);
  console.log(
    `  baseline: one bare argon2 verify ${v.toFixed(1)} ms (without the dummy verify, the gap is about this)`,
  );
} finally {
  await app.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
