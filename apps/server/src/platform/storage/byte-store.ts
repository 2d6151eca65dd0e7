import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

/** Where the bytes live: local disk (the zero-setup shape) or an S3-compatible bucket. */
export interface ByteStore {
  /** The tus data store uploads go to. */
  store: DataStore;
  /** What ffmpeg and ffprobe open: a path on this machine, or a short-lived URL. */
  mediaSource(key: string): Promise<string>;
  /** The first bytes stored so far; empty while the store cannot read an unfinished upload. */
  readHead(key: string, bytes: number): Promise<Buffer>;
  stream(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Stores bytes the server made itself (a resized avatar) under `key`. */
  put(key: string, bytes: Buffer, type: string): Promise<void>;
  /** Removes a file's bytes, finished or not; a missing file is not an error. */
  remove(key: string): Promise<void>;
  /** Stores a file the server made (a rendition) from a local path, streamed. */
  putFile(key: string, localFile: string, type: string): Promise<void>;
  /** Removes every object under `prefix` (a video's renditions). */
  removeTree(prefix: string): Promise<void>;
  /** The bytes of every object under `prefix` (a video's renditions), 0 when there is none. */
  treeBytes(prefix: string): Promise<number>;
  /** A stored object's size, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** Copies an object to a local file: ffmpeg opens local files only (renditions/). */
  copyToLocal(key: string, localFile: string): Promise<void>;
  deleteExpired(): Promise<void>;
}
