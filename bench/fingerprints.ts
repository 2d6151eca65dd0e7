/**
 * `npm run bench:fingerprints` (issue 39, docs/decisions/0082): "Seen before?" at scale.
 *
 * 1. The look-up: BENCH_FINGERPRINTS (100,000 unless said) synthetic videos' signatures in
 *    PostgreSQL (the migrated schema, embedded unless BENCH_DATABASE_URL names a database of its
 *    own: the bench fills it), 32 random 64-bit frame hashes each with their bands, then a new
 *    video's look-up through the product's own code (fingerprints.service `matches`) timed, a
 *    near copy of one held video planted each time so that the look-up must find it. Random hashes
 *    spread over the bands evenly; real pictures' do not, so this is the index's best case for
 *    spread and its worst for size (no two frames of a video share a band).
 * 2. The cost: the signature's CPU (ffmpeg's keyframes to 32×32 gray, the SHA-256 and the hashes)
 *    against the preview's (the product's own command, bare) for bench/transcode-sources.ts's
 *    60 s 1080p H.264 clip, made on first use and kept (BENCH_TRANSCODE_SOURCES).
 *
 * Goals: a look-up under 200 ms, the signature under 5 % of the preview's CPU.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createFingerprintsService } from '../apps/server/src/modules/verification-desk/fingerprints.service';
import { bandsOf, framesText, isFlat, phash } from '../apps/server/src/modules/verification-desk/lib/phash';
import { type Database, migrateDatabase, openDatabase } from '../apps/server/src/platform/db/database';
import { probeDetailed, resolveBinaries, signatureFrames } from '../apps/server/src/platform/media';
import { transcode } from '../apps/server/src/platform/media/job';
import { previewOutput } from '../apps/server/src/platform/media/preview';
import { median } from './stats';
import { clipsOf, makeSources } from './transcode-sources';

const COUNT = Number(process.env.BENCH_FINGERPRINTS ?? 100_000);
const FRAMES = 32;
const LOOKUPS = 25;
const BATCH = 1000;
const GOAL = { lookupMs: 200, cpuShare: 0.05 };

/** BENCH_FINGERPRINTS_DIR keeps the embedded database (and its signatures) for the next run. */
const kept = process.env.BENCH_FINGERPRINTS_DIR;
const work = kept ?? mkdtempSync(path.join(tmpdir(), 'stringer-bench-fingerprints-'));
const log = pino({ level: 'warn' });

const randomHash = () => randomBytes(8).readBigUInt64BE();
/** A hash with `bits` of its 64 bits flipped: a re-encoded frame. */
const nudged = (hash: bigint, bits: number) => {
  let h = hash;
  const flipped = new Set<number>();
  while (flipped.size < bits) flipped.add(Math.floor(Math.random() * 64));
  for (const b of flipped) h ^= 1n << BigInt(b);
  return h;
};
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] as number;

/** Fills the catalogue: an account, COUNT videos, their fingerprints and bands, batch by batch. */
async function fill(database: Database) {
  const { db } = database;
  await db.execute(sql`
    INSERT INTO accounts (role, account, mail, real_name, password_hash)
    VALUES ('creator', 'bench_fp', 'bench-fp@example.com', 'Bench', NULL) ON CONFLICT DO NOTHING`);
  const owner = (await db.execute<{ id: number }>(sql`SELECT id FROM accounts WHERE account = 'bench_fp'`)).rows[0]
    ?.id as number;
  await db.execute(sql`DELETE FROM files WHERE id LIKE 'bench-new-%'`);
  const held = Number(
    (await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM files WHERE id LIKE 'bench-%'`)).rows[0]?.n,
  );
  const began = performance.now();
  for (let from = held; from < COUNT; from += BATCH) {
    const n = Math.min(BATCH, COUNT - from);
    const ids = Array.from({ length: n }, (_, i) => `bench-${from + i}`);
    const frames = ids.map(() => Array.from({ length: FRAMES }, randomHash));
    await db.execute(sql`
      INSERT INTO files (id, owner_id, kind, original_name, size, storage_key, state)
      SELECT id, ${owner}, 'video', id || '.mp4', 1, id, 'ready' FROM unnest(${`{${ids.join(',')}}`}::text[]) AS id`);
    const saved = await db.execute<{ id: number; file_id: string }>(sql`
      INSERT INTO video_fingerprints (file_id, sha256, frames)
      SELECT * FROM unnest(${`{${ids.join(',')}}`}::text[], ${`{${ids.map(() => randomBytes(32).toString('hex')).join(',')}}`}::text[],
        ${`{${frames.map(framesText).join(',')}}`}::text[])
      RETURNING id, file_id`);
    const idOf = new Map(saved.rows.map((r) => [r.file_id, r.id]));
    const bands: number[] = [];
    const owners: number[] = [];
    ids.forEach((fileId, i) => {
      const distinct = new Set((frames[i] ?? []).flatMap(bandsOf));
      for (const band of distinct) {
        bands.push(band);
        owners.push(idOf.get(fileId) as number);
      }
    });
    await db.execute(sql`
      INSERT INTO fingerprint_bands (band, fingerprint_id)
      SELECT * FROM unnest(${`{${bands.join(',')}}`}::int[], ${`{${owners.join(',')}}`}::int[])`);
    if ((from / BATCH) % 10 === 9) process.stdout.write(`  ${from + n} signatures…\r`);
  }
  await db.execute(sql`ANALYZE video_fingerprints`);
  await db.execute(sql`ANALYZE fingerprint_bands`);
  const size = (
    await db.execute<{ bytes: string }>(
      sql`SELECT pg_total_relation_size('fingerprint_bands') + pg_total_relation_size('video_fingerprints') AS bytes`,
    )
  ).rows[0]?.bytes;
  return { seconds: (performance.now() - began) / 1000, mib: Number(size) / 2 ** 20, owner };
}

/** A new video's look-ups: each a near copy (3 to 6 bits off per frame) of a held video, through the product's code. */
async function lookups(database: Database, owner: number) {
  const fingerprints = createFingerprintsService({
    database,
    storage: {
      stream: () => Promise.reject(new Error('unused')),
      mediaSource: () => Promise.reject(new Error('unused')),
    },
    jobs: { send: async () => {}, work: async () => {} },
  });
  const { db } = database;
  const times: number[] = [];
  let found = 0;
  for (let i = 0; i < LOOKUPS + 3; i++) {
    const target = `bench-${Math.floor(Math.random() * COUNT)}`;
    const held = (
      await db.execute<{ frames: string }>(sql`SELECT frames FROM video_fingerprints WHERE file_id = ${target}`)
    ).rows[0]?.frames as string;
    const hashes = (held.match(/.{16}/g) ?? []).map((h) => nudged(BigInt(`0x${h}`), 3 + (i % 4)));
    const fileId = `bench-new-${i}`;
    await db.execute(sql`
      INSERT INTO files (id, owner_id, kind, original_name, size, storage_key, state)
      VALUES (${fileId}, ${owner}, 'video', 'new.mp4', 1, ${fileId}, 'ready')`);
    const text = framesText(hashes);
    const saved = await db.execute<{ id: number }>(sql`
      INSERT INTO video_fingerprints (file_id, sha256, frames) VALUES (${fileId}, ${randomBytes(32).toString('hex')}, ${text})
      RETURNING id`);
    const mine = { id: saved.rows[0]?.id as number, fileId, sha256: 'none', frames: text };
    const began = performance.now();
    const matches = await fingerprints.matches(mine);
    const ms = performance.now() - began;
    // The first few warm the pool and the plan.
    if (i >= 3) {
      times.push(ms);
      if (matches[0]?.fileId === target) found++;
    }
  }
  return { median: median(times), p95: percentile(times, 0.95), max: Math.max(...times), found };
}

/** CPU seconds of this process's reaped children so far (ffmpeg), from /proc/self/stat. */
function childrenCpu() {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const f = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  return ((f[13] ?? 0) + (f[14] ?? 0)) / 100;
}
const ownCpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** The signature's CPU (ffmpeg's and this process's) against the bare preview's, for one clip. */
async function cost() {
  const sourcesDir = process.env.BENCH_TRANSCODE_SOURCES ?? path.join(tmpdir(), 'stringer-bench-transcode-sources');
  const [clip] = clipsOf(sourcesDir, [60]).filter((c) => c.codec === 'H.264');
  if (!clip) throw new Error('no clip');
  makeSources([clip]);
  const meta = await probeDetailed(clip.file, clip.mime);
  const b = await resolveBinaries();

  let ffmpegBefore = childrenCpu();
  let ownBefore = ownCpu();
  let began = performance.now();
  const hash = createHash('sha256');
  await pipeline(createReadStream(clip.file), hash);
  const frames = await signatureFrames(clip.file, clip.mime, meta);
  const hashes = frames.filter((g) => !isFlat(g)).map(phash);
  const signature = {
    wall: (performance.now() - began) / 1000,
    cpu: childrenCpu() - ffmpegBefore + (ownCpu() - ownBefore),
    frames: frames.length,
    kept: hashes.length,
  };

  ffmpegBefore = childrenCpu();
  ownBefore = ownCpu();
  began = performance.now();
  const out = mkdtempSync(path.join(work, 'preview-'));
  await transcode(clip.file, clip.mime, meta, () => previewOutput(meta, b, path.join(out, 'preview.mp4')), {
    onProgress: () => {},
  });
  const preview = { wall: (performance.now() - began) / 1000, cpu: childrenCpu() - ffmpegBefore };
  rmSync(out, { recursive: true, force: true });
  return { clip: clip.name, signature, preview };
}

const database = await openDatabase({
  databaseUrl: process.env.BENCH_DATABASE_URL,
  dataDir: work,
  log,
  poolSize: 4,
});
try {
  await migrateDatabase(database);
  console.log(`filling ${COUNT.toLocaleString('en')} signatures of ${FRAMES} frames…`);
  const filled = await fill(database);
  console.log(
    `  ${COUNT.toLocaleString('en')} signatures (${filled.seconds.toFixed(0)} s to add those missing); tables and indexes ${filled.mib.toFixed(0)} MiB`,
  );
  const look = await lookups(database, filled.owner);
  console.log(
    `look-up of a new video among ${COUNT.toLocaleString('en')}: median ${look.median.toFixed(1)} ms, p95 ${look.p95.toFixed(1)} ms, ` +
      `max ${look.max.toFixed(1)} ms (goal < ${GOAL.lookupMs} ms${look.p95 < GOAL.lookupMs ? '' : ': MISSED'}); ` +
      `its planted copy found first in ${look.found} of ${LOOKUPS}`,
  );
  const c = await cost();
  const share = c.signature.cpu / c.preview.cpu;
  console.log(
    `${c.clip} 1080p: signature ${c.signature.cpu.toFixed(2)} CPU s (${c.signature.wall.toFixed(1)} s wall, ` +
      `${c.signature.frames} frames sampled, ${c.signature.kept} hashed), preview ${c.preview.cpu.toFixed(1)} CPU s ` +
      `(${c.preview.wall.toFixed(1)} s wall): ${(share * 100).toFixed(1)} % (goal < ${GOAL.cpuShare * 100} %${share < GOAL.cpuShare ? '' : ': MISSED'})`,
  );
} finally {
  await database.close();
  if (!kept) rmSync(work, { recursive: true, force: true });
}
