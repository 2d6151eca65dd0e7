import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { assets } from './platform/assets';

// npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
const userCwd = process.env.INIT_CWD ?? process.cwd();

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional());

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Stringer <no-reply@stringer.local>'),
  SESSION_TTL_HOURS: z.coerce.number().positive().default(168),
  TRUST_PROXY: z.stringbool().default(false),
  GOOGLE_CLIENT_ID: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  PUBLIC_URL: optionalUrl,
  APP_IOS_URL: optionalUrl,
  APP_ANDROID_URL: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  WEB_DIST: z.string().default(assets.webDist),
  SEED_DEMO: z.stringbool().optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  MAX_HEAP_USED_MB: z.coerce.number().int().min(0).default(0),
  ABANDONED_UPLOAD_HOURS: z.coerce.number().positive().default(72),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** A transcode whose output has not advanced for this long is stalled, killed and tried again (decision 0073). */
  TRANSCODE_STALL_SECONDS: z.coerce.number().positive().default(120),
  /** A long video's first stream is encoded in ranges of about this length, one job each (decision 0080). */
  RANGE_SECONDS: z.coerce.number().min(2).default(60),
  /** Videos shorter than this are encoded in one run. */
  RANGED_FROM_SECONDS: z.coerce.number().positive().default(150),
  /** How often a rendition that timed out is tried again, and the first wait (doubling) before it. */
  RENDITION_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  RENDITION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(5),
  /**
   * How long a worker may go without beating before its rendition is taken up by another: short,
   * a dead worker's job moves sooner; too short, a worker that is only slow to beat loses its job.
   */
  WORKER_HEARTBEAT_SECONDS: z.coerce.number().int().min(10).max(600).default(30),
  WEB_WORKER: z.stringbool().default(true),
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_BUCKET: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_CRON: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(7),
  /** Encrypts what backups hold (docs/decisions/0050): 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`). */
  BACKUP_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  WORKER_METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The install's currency (ISO 4217): every amount a reward pays is in it. */
  CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code, e.g. USD, EUR, CNY')
    .default('USD'),
  /** The key payout details are sealed with: 32 bytes, base64 or hex (e.g. `openssl rand -base64 32`). */
  PAYOUT_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /**
   * Keys PAYOUT_KEY replaced, comma-separated: details sealed under them still open, until
   * `npm run payouts:rekey` has sealed them again under PAYOUT_KEY (docs/decisions/0058).
   */
  PAYOUT_KEY_PREVIOUS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /**
   * A PEM file of the certificates whose Content Credentials signers the verification desk trusts
   * (e.g. the C2PA trust list); unset, a valid signature shows as from an unknown signer.
   */
  C2PA_TRUST_ANCHORS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  /** bench:api only: a file every statement of the request pool is appended to (platform/db/capture-sql.ts). */
  BENCH_CAPTURE_SQL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export type Config = ReturnType<typeof loadConfig>;

/** Settings refused, each saying what to set: "Invalid configuration:" and a line per setting. */
export class ConfigError extends Error {
  constructor(...problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

/**
 * The configuration, for a process's entry (the server, the worker, each CLI command): a refused
 * setting prints its message alone and exits 1. Thrown, Node would print a line of the minified
 * bundle and a stack above it, which reads as a crash rather than as what to set.
 */
export function loadConfigOrExit() {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

/** Reads the environment once; every setting has a default that needs nothing else installed. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && !e.SMTP_URL) {
    // Without SMTP the codes would sit in the dev mailbox, and nobody could sign up or reset a password.
    throw new ConfigError(
      'SMTP_URL: required when NODE_ENV=production, so that sign-up and password codes are mailed (e.g. smtps://user:pass@host:465)',
    );
  }
  const backup = backupOptions(e, production);
  const payoutKey = payoutKeyOf(e.PAYOUT_KEY, production);
  const payoutPreviousKeys = (e.PAYOUT_KEY_PREVIOUS ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k, i, all) => keyBytes(k, `PAYOUT_KEY_PREVIOUS (key ${i + 1} of ${all.length})`));
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(userCwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    captureSqlTo: e.BENCH_CAPTURE_SQL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(userCwd, e.WEB_DIST),
    s3: e.S3_BUCKET ? s3Options(e) : undefined,
    /** Where mails link back to; the local address when unset. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    appLinks: { ios: e.APP_IOS_URL ?? null, android: e.APP_ANDROID_URL ?? null },
    google: { clientId: e.GOOGLE_CLIENT_ID ?? null, jwksUrl: e.GOOGLE_JWKS_URL },
    // Demo activities, tasks, banners and articles: never in production, elsewhere unless turned off.
    seedDemo: !production && e.SEED_DEMO !== false,
    overload: { maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS, maxHeapUsedBytes: e.MAX_HEAP_USED_MB * 1024 * 1024 },
    abandonedUploadMs: e.ABANDONED_UPLOAD_HOURS * 3_600_000,
    /** Videos rendered at once by this process (a web instance runs none with WEB_WORKER=false). */
    workerConcurrency: e.WORKER_CONCURRENCY,
    renditionPolicy: {
      stallMs: e.TRANSCODE_STALL_SECONDS * 1000,
      retries: e.RENDITION_RETRIES,
      retryDelayS: e.RENDITION_RETRY_DELAY_SECONDS,
      heartbeatS: e.WORKER_HEARTBEAT_SECONDS,
      ranges: { rangeS: e.RANGE_SECONDS, fromS: e.RANGED_FROM_SECONDS },
    },
    webWorker: e.WEB_WORKER,
    backup,
    /** Who may read /metrics (`Authorization: Bearer …`); unset, /metrics is not served. */
    metricsToken: e.METRICS_TOKEN,
    /** Where a worker answers /metrics (with METRICS_TOKEN); unset, it serves nothing. */
    workerMetricsPort: e.WORKER_METRICS_PORT,
    currency: e.CURRENCY,
    /** Seals payout details (docs/decisions/0058); outside production a fixed key when unset. */
    payoutKey,
    /** Replaced keys, read only: what they sealed opens until re-sealed (`npm run payouts:rekey`). */
    payoutPreviousKeys,
    /** The PEM certificates C2PA signers are trusted by (decision 0082); undefined: none. */
    c2paTrustAnchors: trustAnchorsOf(e.C2PA_TRUST_ANCHORS),
  };
}

/** C2PA_TRUST_ANCHORS read at start: a file that cannot be read, or holds no certificate, is refused. */
function trustAnchorsOf(file: string | undefined) {
  if (file === undefined) return undefined;
  let pem: string;
  try {
    pem = readFileSync(path.resolve(userCwd, file), 'utf8');
  } catch (err) {
    throw new ConfigError(`C2PA_TRUST_ANCHORS: ${file} cannot be read (${(err as Error).message})`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) {
    throw new ConfigError(`C2PA_TRUST_ANCHORS: ${file} holds no PEM certificate (-----BEGIN CERTIFICATE-----)`);
  }
  return pem;
}

/** Only a development or test install may run on a key everybody can derive from this file. */
const DEV_PAYOUT_KEY = createHash('sha256').update('stringer development payout key (never production)').digest();

/**
 * PAYOUT_KEY as 32 bytes. Production refuses to start without it: the details it seals are
 * creators' bank accounts, and a key derived here would be everybody's key.
 */
function payoutKeyOf(value: string | undefined, production: boolean) {
  if (value === undefined) {
    if (!production) return DEV_PAYOUT_KEY;
    throw new ConfigError(
      "PAYOUT_KEY: required when NODE_ENV=production, so that creators' payout details are sealed with a key of this install (32 bytes as base64 or hex: openssl rand -base64 32)",
    );
  }
  return keyBytes(value, 'PAYOUT_KEY');
}

function keyBytes(value: string, name: string) {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) {
    throw new ConfigError(`${name}: must be 32 bytes, as base64 (44 characters) or hex (64)`);
  }
  return key;
}

/**
 * Where backups go (`npm run backup`, and BACKUP_CRON's runs) and how many are kept. A schedule
 * needs a target; in production a folder inside DATA_DIR is refused: a disk lost takes both.
 */
function backupOptions(e: z.infer<typeof env>, production: boolean) {
  const dir = e.BACKUP_DIR === undefined ? undefined : path.resolve(userCwd, e.BACKUP_DIR);
  const problem =
    e.BACKUP_CRON && !dir && !e.BACKUP_BUCKET
      ? 'BACKUP_CRON: needs BACKUP_DIR or BACKUP_BUCKET (where the scheduled backups go)'
      : production && dir && !path.relative(path.resolve(userCwd, e.DATA_DIR), dir).startsWith('..')
        ? 'BACKUP_DIR: must not be inside DATA_DIR when NODE_ENV=production (a lost disk would take the backups too)'
        : undefined;
  if (problem) throw new ConfigError(problem);
  return {
    dir,
    bucket: e.BACKUP_BUCKET ? { ...s3Options(e), bucket: e.BACKUP_BUCKET } : undefined,
    cron: e.BACKUP_CRON,
    keep: e.BACKUP_KEEP,
    /** Seals the dump and the originals; a restore of what it sealed needs it again. */
    key: e.BACKUP_KEY === undefined ? undefined : keyBytes(e.BACKUP_KEY, 'BACKUP_KEY'),
  };
}

function s3Options(e: z.infer<typeof env>) {
  return {
    bucket: e.S3_BUCKET as string,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // S3-compatible services (MinIO, Ceph) usually want path-style addressing; AWS does not.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}
