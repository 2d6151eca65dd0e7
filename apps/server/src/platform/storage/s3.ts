import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { S3Store } from '@tus/s3-store';
import { IoRedisKvStore } from '@tus/utils';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import type { ByteStore } from './byte-store';

export interface S3Options {
  bucket: string;
  /** An S3-compatible service's URL; unset means AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const PART_SIZE = 8 * 1024 * 1024;
const MEDIA_URL_TTL_S = 3600;

const isMissing = (err: unknown) => ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '');

/**
 * Files in an S3-compatible bucket (the many-machines shape): every instance sees every upload.
 * tus caches each upload's metadata; with Redis the instances share that cache, so an upload
 * resumed on another instance never meets a stale offset.
 */
export function createS3Store(options: S3Options, expiryMs: number, redis?: Redis): ByteStore {
  const config: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's
    // default streaming (aws-chunked) checksums on uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const client = new S3Client(config);
  const Bucket = options.bucket;
  const store = new S3Store({
    partSize: PART_SIZE,
    expirationPeriodInMilliseconds: expiryMs,
    cache: redis ? new IoRedisKvStore(redis, 'stringer:tus:') : undefined,
    s3ClientConfig: { bucket: Bucket, ...config },
  });
  const removeTree = async (Prefix: string) => {
    for (;;) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix }));
      const Objects = (listed.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (Objects.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      if (!listed.IsTruncated) return;
    }
  };
  const get = (Key: string, range?: { start: number; end: number }) =>
    client.send(new GetObjectCommand({ Bucket, Key, Range: range && `bytes=${range.start}-${range.end}` }));

  return {
    store,
    mediaSource: (Key) => getSignedUrl(client, new GetObjectCommand({ Bucket, Key }), { expiresIn: MEDIA_URL_TTL_S }),
    async readHead(key, bytes) {
      try {
        const res = await get(key, { start: 0, end: bytes - 1 });
        return Buffer.from((await res.Body?.transformToByteArray()) ?? []);
      } catch (err) {
        // An unfinished upload is parts of a multipart upload, not yet an object to read.
        if (isMissing(err)) return Buffer.alloc(0);
        throw err;
      }
    },
    async stream(key, range) {
      try {
        return (await get(key, range)).Body as Readable;
      } catch (err) {
        throw isMissing(err) ? new AppError('fileGone') : err;
      }
    },
    async put(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async remove(key) {
      // tus removes an unfinished upload (aborting its multipart upload); a finished one has
      // no multipart upload left, so its objects are deleted here either way.
      await store.remove(key).catch(() => {});
      const Objects = [key, `${key}.info`, `${key}.part`].map((Key) => ({ Key }));
      await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }));
      // What was made from it goes with it.
      await removeTree(`renditions/${key}/`);
    },
    async deleteExpired() {
      await store.deleteExpired().catch(() => 0);
    },
    async putFile(Key, localFile, ContentType) {
      const ContentLength = (await stat(localFile)).size;
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: createReadStream(localFile), ContentType, ContentLength }),
      );
    },
    removeTree,
    async treeBytes(Prefix) {
      let total = 0;
      for (let ContinuationToken: string | undefined; ; ) {
        const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const o of listed.Contents ?? []) total += o.Size ?? 0;
        ContinuationToken = listed.NextContinuationToken;
        if (!listed.IsTruncated || !ContinuationToken) return total;
      }
    },
    async sizeOf(Key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key }))).ContentLength ?? null;
      } catch (err) {
        if (isMissing(err) || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw err;
      }
    },
    async copyToLocal(key, localFile) {
      await pipeline((await get(key)).Body as Readable, createWriteStream(localFile));
    },
  };
}
