import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible HTTP server for the tests, at the network edge: the production object store
 * lives outside the machine, and no S3 server ships in the registries this workplace reaches
 * (s3rver lacks ListParts, which tus needs to resume). It speaks path-style S3 over real HTTP, with
 * the calls @tus/s3-store and our storage make, and keeps objects in memory. Auth is not checked.
 */
interface StoredObject {
  body: Buffer;
  meta: Record<string, string>;
  type: string;
  modified: Date;
}

interface Multipart {
  key: string;
  meta: Record<string, string>;
  parts: Map<number, Buffer>;
  initiated: Date;
}

export interface FakeS3 {
  endpoint: string;
  bucket: string;
  /** The stored objects by key (completed uploads, tus' .info and .part objects). */
  objects: Map<string, StoredObject>;
  uploads: Map<string, Multipart>;
  /** Each ranged GET answered, when (ms since the epoch), and whether it named its end: what a test of reads by ranges looks at. */
  rangesServed: { key: string; start: number; end: number; closed: boolean; at: number }[];
  /**
   * Awaited before a closed ranged GET (`bytes=a-b`, as our storage asks; ffmpeg's own are open,
   * `bytes=a-`) is answered, with the range's start: a slow or stalled link to the store.
   */
  rangeGate: ((key: string, start: number) => Promise<void>) | null;
  close(): Promise<void>;
}

/** The settings that point the app at this server (auth is not checked: any key will do). */
export const s3Env = (s3: Pick<FakeS3, 'bucket' | 'endpoint'>) => ({
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: 'test',
  S3_SECRET_ACCESS_KEY: 'test',
});

const etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const xml = (root: string, inner: string) => `<?xml version="1.0" encoding="UTF-8"?><${root}>${inner}</${root}>`;
const tag = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function metaOf(req: http.IncomingMessage) {
  const meta: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-amz-meta-') && typeof value === 'string') meta[name.slice(11)] = value;
  }
  return meta;
}

export async function startFakeS3(bucket = 'stringer'): Promise<FakeS3> {
  const objects = new Map<string, StoredObject>();
  const uploads = new Map<string, Multipart>();

  const fail = (res: http.ServerResponse, status: number, code: string) => {
    res.writeHead(status, { 'content-type': 'application/xml' });
    res.end(xml('Error', tag('Code', code) + tag('Message', code)));
  };
  const sendXml = (res: http.ServerResponse, body: string) => {
    res.writeHead(200, { 'content-type': 'application/xml' });
    res.end(body);
  };

  const rangesServed: FakeS3['rangesServed'] = [];
  const link: Pick<FakeS3, 'rangeGate'> = { rangeGate: null };

  async function getObject(req: http.IncomingMessage, res: http.ServerResponse, key: string) {
    const object = objects.get(key);
    if (!object) return req.method === 'HEAD' ? res.writeHead(404).end() : fail(res, 404, 'NoSuchKey');
    const headers: http.OutgoingHttpHeaders = {
      'content-type': object.type,
      etag: etag(object.body),
      'last-modified': object.modified.toUTCString(),
      'accept-ranges': 'bytes',
    };
    for (const [name, value] of Object.entries(object.meta)) headers[`x-amz-meta-${name}`] = value;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    let body = object.body;
    let status = 200;
    if (range) {
      const start = Number(range[1]);
      const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
      if (start >= body.length) return fail(res, 416, 'InvalidRange');
      headers['content-range'] = `bytes ${start}-${end}/${body.length}`;
      body = body.subarray(start, end + 1);
      status = 206;
      if (range[2]) await link.rangeGate?.(key, start);
      rangesServed.push({ key, start, end, closed: Boolean(range[2]), at: Date.now() });
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function completeUpload(res: http.ServerResponse, key: string, uploadId: string, request: string) {
    const upload = uploads.get(uploadId);
    if (!upload) return fail(res, 404, 'NoSuchUpload');
    const numbers = [...request.matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
    const body = Buffer.concat(numbers.map((n) => upload.parts.get(n) ?? Buffer.alloc(0)));
    objects.set(key, { body, meta: upload.meta, type: 'application/octet-stream', modified: new Date() });
    uploads.delete(uploadId);
    sendXml(
      res,
      xml('CompleteMultipartUploadResult', tag('Bucket', bucket) + tag('Key', key) + tag('ETag', etag(body))),
    );
  }

  function listParts(res: http.ServerResponse, key: string, uploadId: string) {
    const upload = uploads.get(uploadId);
    if (!upload) return fail(res, 404, 'NoSuchUpload');
    const parts = [...upload.parts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([n, body]) => `<Part>${tag('PartNumber', n)}${tag('ETag', etag(body))}${tag('Size', body.length)}</Part>`);
    sendXml(
      res,
      xml(
        'ListPartsResult',
        tag('Bucket', bucket) +
          tag('Key', key) +
          tag('UploadId', uploadId) +
          tag('IsTruncated', 'false') +
          parts.join(''),
      ),
    );
  }

  function listUploads(res: http.ServerResponse) {
    const entries = [...uploads.entries()].map(
      ([id, u]) =>
        `<Upload>${tag('Key', u.key)}${tag('UploadId', id)}${tag('Initiated', u.initiated.toISOString())}</Upload>`,
    );
    sendXml(
      res,
      xml('ListMultipartUploadsResult', tag('Bucket', bucket) + tag('IsTruncated', 'false') + entries.join('')),
    );
  }

  function listObjects(res: http.ServerResponse, prefix: string) {
    const contents = [...objects.entries()]
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, o]) => `<Contents>${tag('Key', key)}${tag('Size', o.body.length)}</Contents>`);
    sendXml(
      res,
      xml(
        'ListBucketResult',
        tag('Name', bucket) + tag('Prefix', prefix) + tag('IsTruncated', 'false') + contents.join(''),
      ),
    );
  }

  function deleteMany(res: http.ServerResponse, request: string) {
    const keys = [...request.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1] as string);
    for (const key of keys) objects.delete(key);
    sendXml(res, xml('DeleteResult', keys.map((k) => `<Deleted>${tag('Key', k)}</Deleted>`).join('')));
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://s3');
    const [, bucketName, ...rest] = url.pathname.split('/');
    if (bucketName !== bucket) return fail(res, 404, 'NoSuchBucket');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const uploadId = q.get('uploadId');
    const body = await readBody(req);
    switch (req.method) {
      case 'GET':
      case 'HEAD':
        if (!key && q.has('uploads')) return listUploads(res);
        if (!key && q.get('list-type') === '2') return listObjects(res, q.get('prefix') ?? '');
        if (uploadId) return listParts(res, key, uploadId);
        return getObject(req, res, key);
      case 'PUT': {
        if (uploadId) {
          const upload = uploads.get(uploadId);
          if (!upload) return fail(res, 404, 'NoSuchUpload');
          upload.parts.set(Number(q.get('partNumber')), body);
        } else {
          const type = req.headers['content-type'] ?? 'application/octet-stream';
          objects.set(key, { body, meta: metaOf(req), type, modified: new Date() });
        }
        res.writeHead(200, { etag: etag(body) });
        return res.end();
      }
      case 'POST':
        if (!key && q.has('delete')) return deleteMany(res, body.toString());
        if (q.has('uploads')) {
          const id = randomUUID();
          uploads.set(id, { key, meta: metaOf(req), parts: new Map(), initiated: new Date() });
          return sendXml(
            res,
            xml('InitiateMultipartUploadResult', tag('Bucket', bucket) + tag('Key', key) + tag('UploadId', id)),
          );
        }
        if (uploadId) return completeUpload(res, key, uploadId, body.toString());
        return fail(res, 400, 'InvalidRequest');
      case 'DELETE':
        if (uploadId) uploads.delete(uploadId);
        else objects.delete(key);
        res.writeHead(204);
        return res.end();
      default:
        return fail(res, 405, 'MethodNotAllowed');
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => fail(res, 500, 'InternalError'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    uploads,
    rangesServed,
    get rangeGate() {
      return link.rangeGate;
    },
    set rangeGate(gate) {
      link.rangeGate = gate;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
