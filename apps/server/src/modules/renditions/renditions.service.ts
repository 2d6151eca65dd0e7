import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionPart } from '@stringer/shared/schemas/files';
import type { FileRow } from '../../db/schema';
import type { AuthSession } from '../../platform/auth';
import type { Database, Tx } from '../../platform/db/database';
import { untilAvailable } from '../../platform/db/until-available';
import { AppError } from '../../platform/errors';
import { type Attempt, GiveUp, type Jobs } from '../../platform/jobs';
import {
  audioPeaks,
  countedRate,
  DEFAULT_RANGES,
  inBackground,
  killOrphans,
  type Limits,
  loudness,
  MediaError,
  type MediaInfo,
  MediaTimeout,
  makeHls,
  makePoster,
  makeStoryboard,
  planRanges,
  probeDetailed,
  type RangePlan,
  TRANSCODE_LIMITS,
  tiedTo,
} from '../../platform/media';
import { transcodeRatio } from '../../platform/metrics';
import type { Storage } from '../../platform/storage';
import { growingCopy, partialCopy } from '../../platform/storage/growing-copy';
import type { AuditRows, RecordCreatorMove } from '../audit';
import type { NotificationsService } from '../notifications';
import { createFirstStream, type Progress, RANGES_SHARE, type Source, type StreamFacts } from './first-stream';
import { entryPath, folderPath, renditionKey, renditionTree, typeOf } from './lib/rendition-layout';
import { tellMoved } from './lib/renditions.events';
import { failureOf, technicalOf } from './lib/renditions.facts';
import { FIRST_QUEUE, priorityFor, queueOf, RENDITIONS_QUEUE, type TurnStep, tellPlaces } from './lib/turns';
import { removeAbandonedWork, withWorkFolder } from './lib/work-folders';
import { rangesRepository as rangesRepo } from './ranges.repository';
import { renditionsRepository as repo } from './renditions.repository';

export { FIRST_QUEUE, RENDITIONS_QUEUE };
export const BACKFILL_QUEUE = 'media.renditions.backfill';

/**
 * 'first' makes a video playable; a long one's first stream is cut into ranges ('range', one job
 * each, for any free worker) that 'join' makes whole (decision 0080); 'ladder' streams it.
 */
type Step = 'first' | 'range' | 'join' | 'ladder';
interface Job {
  fileId: string;
  step: Step;
  /** A range's index (step 'range'). */
  range?: number;
}
/** A step's local copy of the original: still arriving (`whole` pending), or fetched by stretch of time (`need`). */
interface LocalCopy {
  whole: Promise<void> | null;
  need(fromS: number, toS: number): Promise<void>;
}
/** The original itself, on local disk: all of it is there. */
const WHOLE: LocalCopy = { whole: null, need: async () => {} };

/**
 * First frames before anyone's later work, each creator in turn (decision 0081): a step's band of
 * priorities; the join is a range's last piece of work.
 */
const TURN_OF: Record<Step, TurnStep> = { first: 'first', range: 'range', join: 'range', ladder: 'ladder' };
/** The share of the progress bar each step fills: the first stream and preview, then the ladder. */
const SPAN: Record<Step, [number, number]> = {
  first: [0, 0.4],
  range: [0, RANGES_SHARE],
  join: [RANGES_SHARE, 0.4],
  ladder: [0.4, 1],
};

/**
 * How long a transcode may stand still, and how often a time-out is tried again (decision 0073):
 * a busy machine's slowness passes, a damaged file's does not.
 */
export interface RenditionPolicy {
  stallMs: number;
  /** Attempts after the first, each after `retryDelayS` doubling. */
  retries: number;
  retryDelayS: number;
  /** A worker silent this long has its job taken up by another (pg-boss's heartbeat). */
  heartbeatS: number;
  /** How a long video's first stream is cut into ranges (decision 0080). */
  ranges: RangePlan;
}

export const DEFAULT_POLICY: RenditionPolicy = {
  stallMs: TRANSCODE_LIMITS.stallMs ?? 120_000,
  retries: 3,
  retryDelayS: 5,
  heartbeatS: 30,
  ranges: DEFAULT_RANGES,
};

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** Tells the creator when staff run their video again; absent in the worker, which never does. */
  notifications?: Pick<NotificationsService, 'videoRetried'>;
  storage: Storage;
  jobs: Pick<Jobs, 'send' | 'work'>;
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
  /** Jobs this process runs at once (WORKER_CONCURRENCY); 0 runs none here (WEB_WORKER=false). */
  concurrency: number;
  policy?: RenditionPolicy;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** A creator's own move, written to the audit log in the move's transaction. */
  recordCreatorMove: RecordCreatorMove;
  /**
   * What follows a video once its preview is whole (its fingerprint): work that decodes the
   * original too, so it waits until the video plays from start to end instead of taking the cores
   * from its first frame and its ranges (decision 0081).
   */
  afterPreview?: (fileId: string) => Promise<unknown>;
}

/** The item a run again is audited on: a work's or clue's video, or a creator's file not yet sent with one. */
type RetryItem = { entity: 'work' | 'clue' | 'file'; id: number | null };
/** What a run again's audit row says, whoever moved. */
interface RetryMove {
  entity: RetryItem['entity'];
  entityId: number | null;
  action: 'renditionsRetry';
  before: { fileId: string; renditionState: FileRow['renditionState'] };
  after: { fileId: string; renditionState: 'pending' };
}

const isVideo = (row: FileRow | undefined): row is FileRow =>
  Boolean(row && row.state === 'ready' && row.mime?.startsWith('video/'));

export function createRenditionsService({
  database: { db, transaction },
  storage,
  jobs,
  log,
  concurrency,
  policy = DEFAULT_POLICY,
  notifications,
  auditRows,
  recordCreatorMove,
  afterPreview,
}: Deps) {
  const limits: Limits = { ...TRANSCODE_LIMITS, stallMs: policy.stallMs };
  /** The video as it stands now, to its owner's pages and staff's; `changed` but for a progress tick. */
  const tell = (row: FileRow, changed = true) => tellMoved(db, row.id, changed, log);

  /**
   * Waiting videos' places in line, told to their pages (decision 0081): when a job is queued,
   * starts or ends. Best effort: a missed count is put right by the next.
   */
  const placesChanged = () =>
    void tellPlaces(db, log, { workers: concurrency }).catch((err) =>
      log.warn({ err }, 'the places of waiting videos were not told'),
    );

  /**
   * Queues a later step of a video's renditions (its ranges, the join, the ladder), each once, in
   * its creator's turn: one turn for all of a video's ranges, so one look at the queue.
   */
  const queueStep = (fileId: string, step: Exclude<Step, 'first'>, ranges: (number | undefined)[] = [undefined]) =>
    untilAvailable(async () => {
      const priority = await priorityFor(db, fileId, TURN_OF[step]);
      for (const range of ranges) {
        await jobs.send(queueOf(TURN_OF[step]), { fileId, step, range } satisfies Job, undefined, {
          priority,
          singletonKey: `${fileId}:${step}${range === undefined ? '' : `:${range}`}`,
        });
      }
    });

  /**
   * Progress within a step, written and told at most once a second; `reached` is how far into
   * the video ffmpeg got (a damaged file fails there).
   */
  const progressOf = (row: FileRow, step: Step) => {
    const [from, to] = SPAN[step];
    let told = 0;
    const tracker = {
      reached: 0,
      onProgress(fraction: number) {
        tracker.reached = fraction;
        if (Date.now() - told < 1000) return;
        told = Date.now();
        const progress = from + (to - from) * fraction;
        // Best effort: while the database is away the bar stands still; the next write moves it.
        // Ranges run side by side on several workers: each only moves the bar forward.
        void (
          step === 'range'
            ? rangesRepo.raiseProgress(db, row.id, progress)
            : repo.update(db, row.id, { renditionProgress: progress })
        )
          .then(() => tell(row, false))
          .catch(() => {});
      },
    };
    return tracker;
  };

  /** Stores a part's files (each its path below the video's renditions and the local file made). */
  const publish = async (row: FileRow, part: RenditionPart, files: [string, string][]) => {
    for (const [relative, local] of files)
      await storage.putFile(renditionKey(row.id, relative), local, typeOf(relative) ?? 'application/octet-stream');
    const bytes = await storage.treeBytes(renditionTree(row.id));
    await untilAvailable(() => repo.addPart(db, row.id, part, bytes));
    await tell(row);
  };

  /**
   * The upload as a local file: ffmpeg opens nothing else. With S3 a temporary copy (decision
   * 0080): the first step starts reading it while it arrives (`whole` pending); a range fetches
   * only its own samples (`need`); what cannot be reordered for either is copied whole first.
   */
  const withLocalSource = <T>(
    row: FileRow,
    step: Step,
    work: (src: string, tmp: string, copy: LocalCopy) => Promise<T>,
  ) =>
    withWorkFolder(row.id, async (tmp) => {
      const local = await storage.mediaSource(row.storageKey);
      if (local.startsWith('/')) return await work(local, tmp, WHOLE);
      const copy = path.join(tmp, 'source');
      const partial = step === 'range' ? await partialCopy(storage, row.storageKey, copy) : null;
      if (partial) return await work(copy, tmp, { whole: null, need: partial.need });
      const arriving = await growingCopy(storage, row.storageKey, copy);
      if (!arriving) await storage.copyToLocal(row.storageKey, copy);
      try {
        return await work(copy, tmp, { ...WHOLE, whole: arriving?.whole ?? null });
      } finally {
        arriving?.stop();
        await arriving?.whole.catch(() => {});
      }
    });

  const firstStream = createFirstStream({
    database: { db, transaction },
    storage,
    log,
    limits,
    rangePlan: policy.ranges,
    publish,
    tell,
    queueStep,
    rangeProgress: (row) => progressOf(row, 'range'),
  });

  /** Loudness and the technical facts, the storyboard, the peaks: what follows a playable video. */
  const makeRest = async ({ row, src, tmp, meta }: Source, stream: StreamFacts) => {
    const mime = row.mime as string;
    const lufs = await loudness(src, mime, meta).catch(() => null);
    await untilAvailable(() => repo.update(db, row.id, { technical: technicalOf(meta, lufs, stream) }));
    const boards = path.join(tmp, 'storyboard');
    await makeStoryboard(src, mime, boards, meta);
    const sprites = await readdir(boards);
    await publish(
      row,
      'storyboard',
      sprites.map((name) => [folderPath('storyboard', name), path.join(boards, name)]),
    );
    await writeFile(path.join(tmp, 'peaks.json'), JSON.stringify(await audioPeaks(src, mime, meta)));
    await publish(row, 'peaks', [[entryPath('peaks'), path.join(tmp, 'peaks.json')]]);
  };

  /**
   * Poster, first stream, preview, technical facts, storyboard, peaks: what makes the video
   * watchable. The poster (keyframes only, about a second, made beside the stream) shows while the
   * stream starts; the loudness the technical facts need waits until the video plays. False when
   * the video's ranges finish the step (their join).
   */
  const makeFirst = async (source: Source, progress: Progress, fresh: boolean) => {
    const { row, src, tmp, meta } = source;
    const mime = row.mime as string;
    await untilAvailable(() => repo.update(db, row.id, { frameRate: meta.video ? countedRate(meta.video) : null }));
    const poster = Promise.resolve(source.whole)
      .then(() => makePoster(src, mime, path.join(tmp, 'poster.jpg'), meta))
      .then(() => publish(row, 'poster', [[entryPath('poster'), path.join(tmp, 'poster.jpg')]]));
    const [stream] = await Promise.all([firstStream.makePlayable(source, progress, fresh), poster]);
    if (!stream) return false;
    await makeRest(source, stream);
    return true;
  };

  /** HLS at every rung the source reaches: replaces an earlier ladder whole. */
  const makeLadder = async ({ row, src, tmp, meta }: Source, progress: Progress) => {
    const out = path.join(tmp, 'hls');
    await makeHls(src, row.mime as string, out, meta, { onProgress: progress.onProgress, limits });
    await untilAvailable(() => repo.dropPart(db, row.id, 'hls'));
    await storage.removeTree(renditionKey(row.id, folderPath('hls')));
    const entries = await readdir(out, { recursive: true, withFileTypes: true });
    const made = entries
      .filter((e) => e.isFile())
      .map((e): [string, string] => {
        const local = path.join(e.parentPath, e.name);
        return [folderPath('hls', path.relative(out, local)), local];
      });
    await publish(row, 'hls', made);
  };

  /**
   * Says why the video has no renditions, then fails the job so that it is counted and listed as
   * failed: a time-out is tried again (pg-boss, with backoff), a damaged file never.
   */
  const fail = async (
    row: FileRow,
    err: MediaError,
    meta: MediaInfo | undefined,
    reached: number,
    attempt: Attempt,
  ) => {
    const { errorKey, atS } = failureOf(err, meta, reached, attempt.retryCount >= attempt.retryLimit);
    log.warn({ err, fileId: row.id, attempt: attempt.retryCount + 1 }, 'renditions failed');
    await untilAvailable(() =>
      repo.update(db, row.id, {
        renditionState: 'failed',
        renditionProgress: null,
        renditionErrorKey: errorKey,
        renditionErrorAtS: atS,
      }),
    );
    await tell(row);
    throw err instanceof MediaTimeout ? err : new GiveUp(err.message, { cause: err });
  };

  /**
   * Queues a video's renditions again, in one transaction with what its mover writes (`record`,
   * handed the audit row's words: the item, the state before and after); then the pages that show
   * the video fetch it again.
   */
  const again = async (row: FileRow, item: RetryItem, record: (tx: Tx, move: RetryMove) => Promise<unknown>) => {
    const move: RetryMove = {
      entity: item.entity,
      entityId: item.id,
      action: 'renditionsRetry',
      before: { fileId: row.id, renditionState: row.renditionState },
      after: { fileId: row.id, renditionState: 'pending' },
    };
    await transaction(async (tx) => {
      await record(tx, move);
      await service.queue(row.id, tx);
    });
    await tell(row);
    placesChanged();
  };

  type StepRun = (
    source: Source,
    progress: Progress,
    job: { range?: number; fresh: boolean },
  ) => Promise<'ladder' | null>;
  const rangesOf = (meta: MediaInfo) => planRanges(meta, policy.ranges) ?? [];
  /** What each step makes, and the step it leads to. */
  const steps: Record<Step, StepRun> = {
    first: async (source, progress, { fresh }) => ((await makeFirst(source, progress, fresh)) ? 'ladder' : null),
    range: async (source, _progress, { range }) => {
      await firstStream.encodeRange(source, rangesOf(source.meta), range ?? 0);
      return null;
    },
    join: async (source) => {
      await makeRest(source, await firstStream.joinPreview(source, rangesOf(source.meta)));
      return 'ladder';
    },
    // Below the first steps that run beside it (their own lane): a new upload's first frame
    // takes the cores, the ladder the time they leave.
    ladder: async (source, progress) => {
      await inBackground(() => makeLadder(source, progress));
      return null;
    },
  };

  const service = {
    /** Queues a probed video's renditions (the first step, then the ladder), replacing any before. */
    async queue(fileId: string, tx?: Tx) {
      await repo.update(tx?.db ?? db, fileId, {
        renditionState: 'pending',
        renditionProgress: null,
        renditionErrorKey: null,
        renditionErrorAtS: null,
      });
      await jobs.send(queueOf('first'), { fileId, step: 'first' } satisfies Job, tx, {
        priority: await priorityFor(tx?.db ?? db, fileId, 'first'),
        singletonKey: `${fileId}:first`,
      });
      // Inside a transaction the job is seen once it commits: its mover tells then (`again`).
      if (!tx) placesChanged();
    },

    /** Staff run a failed (or any) work's or clue's video's renditions again; audited, the creator told. */
    async retry(auth: AuthSession, fileId: string) {
      const row = await repo.find(db, fileId);
      const item = isVideo(row) ? await repo.itemOf(db, fileId) : undefined;
      if (!row || !item) throw new AppError('fileNotExist');
      await again(row, item, async (tx, move) => {
        await auditRows.record(tx.db, { ...move, staffId: auth.accountId, creatorId: item.creatorId });
        await notifications?.videoRetried(tx, item);
      });
    },

    /**
     * A creator runs their own video's renditions again once the retries of a time-out are spent
     * (decision 0073): not while it is queued or being made (the state is the limit: one run at a
     * time), not a ready one, nor a damaged one, which only a new upload mends. Audited as their move.
     */
    async retryOwn(auth: AuthSession, fileId: string) {
      const row = await repo.find(db, fileId);
      if (!isVideo(row) || row.ownerId !== auth.accountId) throw new AppError('fileNotExist');
      // A time-out with retries left is tried again by pg-boss shortly: as good as queued.
      const queued =
        row.renditionState === 'pending' ||
        row.renditionState === 'processing' ||
        row.renditionErrorKey === 'errors.videoTookTooLong';
      if (queued) throw new AppError('videoBeingProcessed');
      if (row.renditionState !== 'failed' || row.renditionErrorKey !== 'errors.videoTookTooLongGaveUp')
        throw new AppError('videoNotRetriable');
      // A video not yet sent with a work (the publish form's) is the creator's file alone.
      const item = (await repo.itemOf(db, fileId)) ?? { entity: 'file', id: null };
      await again(row, item, (tx, move) => recordCreatorMove(tx, auth, move));
    },

    /** A video's technical facts for staff; null until its renditions' first step read them. */
    async technical(fileId: string) {
      const row = await repo.find(db, fileId);
      if (!isVideo(row) || !(await repo.itemOf(db, fileId))) throw new AppError('fileNotExist');
      return row.technical ?? null;
    },

    /**
     * One step of one video's renditions; a damaged or hostile file fails it for good, with why;
     * a time-out fails this attempt only. Once `signal` aborts (the job was taken up again
     * elsewhere) its media runs are killed and it ends without a word: the video is the retry's now.
     */
    async run({ fileId, step, range }: Job, signal: AbortSignal, attempt: Attempt = { retryCount: 0, retryLimit: 0 }) {
      const row = await repo.find(db, fileId);
      if (!isVideo(row)) return;
      let meta: MediaInfo | undefined;
      const progress = progressOf(row, step);
      const started = performance.now();
      // A range or the join moves on from where the bar stands: others may have moved it further.
      const starting = step === 'first' || step === 'ladder' ? { renditionProgress: SPAN[step][0] } : {};
      await repo.update(db, fileId, { renditionState: 'processing', ...starting });
      await tell(row);
      if (step === 'first') placesChanged();
      let next: 'ladder' | null = null;
      try {
        await tiedTo(signal, () =>
          withLocalSource(row, step, async (src, tmp, copy) => {
            meta = await probeDetailed(src, row.mime as string);
            if (!meta.video) throw new MediaError('media: the file has no video stream');
            // Only the first stream's copy reads an original still arriving; the other steps wait for it.
            if (step !== 'first') await copy.whole;
            const at = step === 'range' ? rangesOf(meta)[range ?? 0] : undefined;
            if (at) await copy.need(at.startS, at.startS + at.durationS);
            const whole = step === 'first' ? copy.whole : null;
            next = await steps[step]({ row, src, tmp, meta, whole }, progress, {
              range,
              fresh: attempt.retryCount === 0,
            });
          }),
        );
      } catch (err) {
        if (err instanceof MediaError && !signal.aborted) return fail(row, err, meta, progress.reached, attempt);
        throw err;
      }
      if (step === 'first') placesChanged();
      if (row.durationS && (step === 'first' || step === 'ladder'))
        transcodeRatio.observe({ step }, (performance.now() - started) / 1000 / (row.durationS / 60));
      if (next === 'ladder') {
        await afterPreview?.(fileId);
        return queueStep(fileId, 'ladder');
      }
      if (step !== 'ladder') return;
      await untilAvailable(() => repo.update(db, fileId, { renditionState: 'ready', renditionProgress: null }));
      await tell(row);
    },

    /**
     * Videos stored before renditions existed get them, and renditions made before their bytes
     * were counted are measured (the system page's storage); queued at every start, a no-op once done.
     */
    async backfill() {
      for (;;) {
        const batch = await repo.withoutRenditions(db, 100);
        for (const { id } of batch) await service.queue(id);
        if (batch.length < 100) break;
      }
      for (let after = ''; ; ) {
        const batch = await repo.unmeasured(db, after, 100);
        for (const { id } of batch)
          await repo.update(db, id, { renditionBytes: await storage.treeBytes(renditionTree(id)) });
        if (batch.length < 100) return;
        after = batch.at(-1)?.id ?? after;
      }
    },

    async start() {
      if (concurrency > 0) {
        // Before the first job: a retried step must not run beside its first run's ffmpeg.
        const killed = killOrphans();
        if (killed > 0) log.info({ killed }, 'media processes left by a dead process were killed');
        await removeAbandonedWork();
      }
      const run = (job: Job, signal: AbortSignal, attempt: Attempt) => service.run(job, signal, attempt);
      // A worker killed mid-transcode stops beating: its job is taken up again within a minute
      // (30 s without a heartbeat by default, the next supervise pass, then the short retry
      // delay). A time-out is tried again after the same delay, doubling (decision 0073).
      const options = {
        concurrency,
        heartbeatSeconds: policy.heartbeatS,
        expireInSeconds: 6 * 3600,
        retryDelay: policy.retryDelayS,
        retryLimit: policy.retries,
      };
      // Two lanes, each `concurrency` wide: first steps beside the later ones (decision 0081).
      await jobs.work(FIRST_QUEUE, run, options);
      await jobs.work(RENDITIONS_QUEUE, run, options);
      await jobs.work(BACKFILL_QUEUE, () => service.backfill(), { concurrency: Math.min(1, concurrency) });
      if (concurrency > 0) await jobs.send(BACKFILL_QUEUE, {}, undefined, { singletonKey: 'backfill' });
    },
  };
  return service;
}

export type RenditionsService = ReturnType<typeof createRenditionsService>;
