import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RenditionPart, TechnicalInfo } from '@stringer/shared/schemas/files';
import type { FileRow } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { untilAvailable } from '../../platform/db/until-available';
import {
  carryRotation,
  copyStream,
  encodeRange,
  joinRanges,
  type Limits,
  MAX_COPIED_SEGMENT_S,
  MediaError,
  type MediaInfo,
  MediaTimeout,
  makePreview,
  type NotCopied,
  notCopiedBecause,
  planRanges,
  type Range,
  type RangePlan,
  rangePrefix,
} from '../../platform/media';
import type { Storage } from '../../platform/storage';
import { joinStored } from '../../platform/storage/join-stored';
import { publishGrowing } from './lib/growing-stream';
import { composeRanges, rangeFiles, rangeLines } from './lib/ranged-playlist';
import { entryPath, folderPath, renditionKey, renditionTree, typeOf } from './lib/rendition-layout';
import { rangesRepository as rangesRepo } from './ranges.repository';
import { renditionsRepository as repo } from './renditions.repository';

/** The video a step works on: its row, its original as a local file, the step's folder, its probe. */
export interface Source {
  row: FileRow;
  src: string;
  tmp: string;
  meta: MediaInfo;
  /** Pending while the local copy of an original in the object store is still arriving; null once whole. */
  whole: Promise<void> | null;
}

export type Progress = { reached: number; onProgress(fraction: number): void };
export type StreamFacts = Pick<TechnicalInfo, 'firstStream' | 'notCopiedKey'>;

/** The share of the progress bar a long video's ranges fill together, the join the rest of the first step's. */
export const RANGES_SHARE = 0.35;

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  storage: Storage;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  limits: Limits;
  rangePlan: RangePlan;
  /** The service's own: a part's files stored and listed, the video told, a later step queued, a range's progress. */
  publish(row: FileRow, part: RenditionPart, files: [string, string][]): Promise<void>;
  tell(row: FileRow): Promise<unknown>;
  queueStep(fileId: string, step: 'range' | 'join', ranges?: number[]): Promise<unknown>;
  rangeProgress(row: FileRow): Progress;
}

/**
 * A video's first stream (docs/decisions/0080), and the preview made with it: the original
 * packaged as it is when it can be, else the preview's encode written to the MP4 and to a growing
 * playlist, a long one in ranges that any free worker takes.
 */
export function createFirstStream({
  database: { db, transaction },
  storage,
  log,
  limits,
  rangePlan,
  publish,
  tell,
  queueStep,
  rangeProgress,
}: Deps) {
  /** Takes the first stream out of service and out of the store, before it is made again. */
  const resetStream = async (row: FileRow) => {
    await untilAvailable(() => repo.dropPart(db, row.id, 'stream'));
    await untilAvailable(() => rangesRepo.clear(db, row.id));
    await storage.removeTree(renditionKey(row.id, folderPath('stream')));
  };
  const streamKey = (row: FileRow, name: string) => renditionKey(row.id, folderPath('stream', name));
  const putStreamFile = (row: FileRow, name: string, local: string) =>
    storage.putFile(streamKey(row, name), local, typeOf(name) ?? 'application/octet-stream');
  const putPlaylist = (row: FileRow, text: string) =>
    storage.put(streamKey(row, 'index.m3u8'), Buffer.from(text), 'application/vnd.apple.mpegurl');
  /** Lists the stream (it plays from now on) with the bytes the video's renditions take now. */
  const listStream = async (row: FileRow) => {
    await untilAvailable(async () =>
      repo.addPart(db, row.id, 'stream', await storage.treeBytes(renditionTree(row.id))),
    );
    await tell(row);
  };

  /**
   * The first stream, made by `make` into `dir` and published as it grows (docs/decisions/0080):
   * listed, and told, as soon as its first segment is stored. Resolves to whether a segment was
   * longer than `maxSegmentS` (nothing from it on is published).
   */
  const publishStream = async (
    row: FileRow,
    dir: string,
    make: () => Promise<unknown>,
    options: {
      maxSegmentS?: number;
      playlist?: string;
      mayEnd?: boolean;
      prepareInit?(local: string): Promise<void>;
    } = {},
  ) => {
    const published = await publishGrowing(
      dir,
      make(),
      { putFile: (name, local) => putStreamFile(row, name, local), putPlaylist: (text) => putPlaylist(row, text) },
      { ...options, onListed: () => listStream(row) },
    );
    // Measured again, whole: the system page's storage counts every segment.
    if (published.segments > 0) await listStream(row);
    return published.tooLong;
  };

  /**
   * The original packaged as it is, when it is standard input: null once done, else why not (its
   * keyframes too far apart, or the packager refused it: logged with ffmpeg's words).
   */
  const copyFirst = async ({ row, src, tmp, meta, whole }: Source): Promise<NotCopied | null> => {
    const refusal = notCopiedBecause(meta);
    if (refusal) return refusal;
    let turned = true;
    const dir = path.join(tmp, 'stream-copy');
    await resetStream(row);
    try {
      // A copy still arriving is read as it grows: the packager follows its end.
      const copy = () => copyStream(src, row.mime as string, dir, meta, { limits, growing: whole !== null });
      const prepareInit = async (init: string) => {
        turned = await carryRotation(src, meta, init);
        // Lying on its side is no way to show it: the copy is abandoned for an upright encode.
        if (!turned) throw new MediaError('media: the display matrix could not be carried');
      };
      const tooLong = await publishStream(row, dir, copy, { maxSegmentS: MAX_COPIED_SEGMENT_S, prepareInit });
      return tooLong ? 'keyframes' : null;
    } catch (err) {
      if (!(err instanceof MediaError) || err instanceof MediaTimeout) throw err;
      log.warn({ err, fileId: row.id }, 'the original could not be packaged as it is: encoding its first stream');
      return turned ? 'packager' : 'rotation';
    }
  };

  const encodedFacts = (reason: NotCopied): StreamFacts => ({
    firstStream: 'encoded',
    notCopiedKey: `technical.notCopied.${reason}`,
  });

  /**
   * The first stream and the preview: the original packaged when it can be (seconds), then the
   * preview encoded; else one encode that writes both, the stream growing as it goes; a long
   * source's encode is cut into ranges that every free worker shares, the first encoded here
   * (null: the join finishes the step).
   */
  const makePlayable = async (source: Source, progress: Progress, fresh: boolean) => {
    const { row, src, tmp, meta } = source;
    const mime = row.mime as string;
    const previewFile = path.join(tmp, 'preview.mp4');
    const options = { onProgress: progress.onProgress, limits };
    const notCopied = await copyFirst(source);
    // Everything after the copy reads the whole original.
    await source.whole;
    const ranges = notCopied === null ? null : planRanges(meta, rangePlan);
    if (notCopied === null) {
      await makePreview(src, mime, previewFile, meta, options);
    } else if (ranges) {
      // A retry of this step redoes the first range alone: the others are jobs of their own.
      if (fresh) {
        log.info({ fileId: row.id, notCopied, ranges: ranges.length }, 'first stream encoded in ranges');
        await resetStream(row);
        await queueStep(
          row.id,
          'range',
          ranges.slice(1).map((r) => r.index),
        );
      }
      await encodeRangeHere(source, ranges, 0);
      return null;
    } else {
      log.info({ fileId: row.id, notCopied }, 'first stream encoded');
      const streamDir = path.join(tmp, 'stream');
      await resetStream(row);
      await publishStream(row, streamDir, () => makePreview(src, mime, previewFile, meta, { ...options, streamDir }));
    }
    await publish(row, 'preview', [[entryPath('preview'), previewFile]]);
    return notCopied === null ? { firstStream: 'copied' as const, notCopiedKey: null } : encodedFacts(notCopied);
  };

  /**
   * One range of a long video's first stream, encoded and stored here: the first is published as
   * it grows (the video plays from it); each, once whole, joins the stream's playlist after the
   * ones before it, and the last to finish queues the join.
   */
  const encodeRangeHere = async ({ row, src, tmp, meta }: Source, ranges: Range[], index: number) => {
    const range = ranges[index];
    if (!range) return;
    const dir = path.join(tmp, 'ranges');
    const prefix = rangePrefix(index);
    const progress = rangeProgress(row);
    const onProgress = (fraction: number) => progress.onProgress((index + fraction) / ranges.length);
    const encode = () => encodeRange(src, row.mime as string, dir, meta, range, { onProgress, limits });
    if (index === 0) await publishStream(row, dir, encode, { playlist: `${prefix}index.m3u8`, mayEnd: false });
    else await encode();
    const lines = rangeLines(await readFile(path.join(dir, `${prefix}index.m3u8`), 'utf8'));
    if (index > 0) for (const name of rangeFiles(lines)) await putStreamFile(row, name, path.join(dir, name));
    // Written again whole if the database was away: the range's row and the playlist say the same.
    const joined = await untilAvailable(() =>
      transaction(async (tx) => {
        if (!(await rangesRepo.lockFile(tx.db, row.id))) return null;
        await rangesRepo.put(tx.db, { fileId: row.id, index, count: ranges.length, lines });
        const done = await rangesRepo.done(tx.db, row.id);
        const playlist = composeRanges(done, ranges.length);
        if (playlist) await putPlaylist(row, playlist);
        await rangesRepo.raiseProgress(tx.db, row.id, RANGES_SHARE * (done.length / ranges.length));
        return done.length === ranges.length;
      }),
    );
    // The video was deleted while its ranges were encoded: nothing of it stays in the store.
    if (joined === null) return storage.removeTree(renditionTree(row.id));
    await listStream(row);
    if (joined) await queueStep(row.id, 'join');
  };

  /**
   * A long video's ranges made whole: the preview MP4 joined from their segments (stream copy),
   * the stream complete; resolves to how the stream was made, for the technical facts.
   */
  const joinPreview = async ({ row, tmp, meta }: Source, ranges: Range[]): Promise<StreamFacts> => {
    // Each range's init and segments one after another into one fragmented MP4, through one
    // buffer whatever the video's length.
    const pieces: string[] = [];
    for (const range of await untilAvailable(() => rangesRepo.done(db, row.id))) {
      const piece = path.join(tmp, `${rangePrefix(range.index)}piece.mp4`);
      const keys = rangeFiles(range.lines).map((name) => streamKey(row, name));
      await joinStored(storage, keys, piece, path.join(tmp, 'segment'));
      pieces.push(piece);
    }
    const previewFile = path.join(tmp, 'preview.mp4');
    await joinRanges(pieces, ranges, previewFile);
    await publish(row, 'preview', [[entryPath('preview'), previewFile]]);
    return encodedFacts(notCopiedBecause(meta) ?? 'packager');
  };

  return { makePlayable, encodeRange: encodeRangeHere, joinPreview };
}

export type FirstStream = ReturnType<typeof createFirstStream>;
