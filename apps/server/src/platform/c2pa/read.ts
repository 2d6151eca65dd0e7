import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * Runs in a worker thread of its own. c2pa-rs (compiled to WebAssembly) reads a browser `Blob`
 * through `FileReaderSync`; here the "blob" is a range of the file, read synchronously when the
 * library asks for it, so a video of any size is read in pieces, never held whole. The thread's
 * WebAssembly memory, which only grows, goes with the thread.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { openSync, readSync, fstatSync, readFileSync, closeSync } = require('node:fs');
class FileRange {
  constructor(fd, start, end) { this.fd = fd; this.start = start; this.end = end; }
  get size() { return this.end - this.start; }
  slice(from = 0, to = this.size) {
    return new FileRange(this.fd, this.start + Math.max(0, from), this.start + Math.min(Math.max(0, to), this.size));
  }
  read() {
    const bytes = new Uint8Array(this.size);
    let got = 0;
    while (got < bytes.length) {
      const n = readSync(this.fd, bytes, got, bytes.length - got, this.start + got);
      if (n === 0) break;
      got += n;
    }
    return bytes.buffer.slice(0, got);
  }
}
globalThis.FileReaderSync = class { readAsArrayBuffer(range) { return range.read(); } };
(async () => {
  const c2pa = await import(workerData.module);
  c2pa.initSync({ module: readFileSync(workerData.wasm) });
  const fd = openSync(workerData.file, 'r');
  try {
    const reader = await c2pa.WasmReader.fromBlob(workerData.format, new FileRange(fd, 0, fstatSync(fd).size), workerData.settings);
    parentPort.postMessage({ store: JSON.parse(reader.json()) });
  } finally {
    closeSync(fd);
  }
})().catch((err) => parentPort.postMessage({ error: String(err?.message ?? err) }));
`;

/** The manifest store as c2pa-rs reports it (the fields the desk reads; the rest is kept as is). */
export interface ManifestStore {
  active_manifest?: string;
  manifests?: Record<string, Manifest>;
  validation_state?: 'Invalid' | 'Valid' | 'Trusted';
  validation_status?: { code: string; explanation?: string }[];
}

export interface Manifest {
  claim_generator?: string;
  claim_generator_info?: { name?: string; version?: string }[];
  assertions?: { label: string; data?: unknown }[];
  signature_info?: { issuer?: string | null; common_name?: string | null; time?: string | null } | null;
}

export class ManifestUnreadable extends Error {}

export interface ReadOptions {
  /** PEM certificates whose signatures count as trusted; none: every signer is unknown. */
  trustAnchors?: string;
  /** Given up after this long: the thread is stopped and the read counts as not done. */
  timeLimitMs: number;
}

/** c2pa-rs's names of the containers it reads, by our MIME type. */
const FORMATS: Record<string, string> = { 'video/mp4': 'video/mp4', 'video/quicktime': 'video/quicktime' };

/**
 * Reads and validates the C2PA manifest store embedded in a local MP4 or MOV, off the main thread
 * and time-limited. Resolves to the store; rejects with ManifestUnreadable when it cannot be read
 * (a damaged store), or an Error when the time limit passed.
 */
export function readManifestStore(file: string, mime: string, { trustAnchors, timeLimitMs }: ReadOptions) {
  const settings = JSON.stringify({
    verify: { verify_trust: true, remote_manifest_fetch: false, ocsp_fetch: false },
    ...(trustAnchors ? { trust: { trust_anchors: trustAnchors } } : {}),
  });
  const workerData = {
    module: pathToFileURL(require.resolve('@contentauth/c2pa-wasm')).href,
    wasm: require.resolve('@contentauth/c2pa-wasm/c2pa.wasm'),
    file,
    format: FORMATS[mime] ?? 'video/mp4',
    settings,
  };
  return new Promise<ManifestStore>((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`content credentials not read within ${timeLimitMs} ms`));
    }, timeLimitMs);
    const end = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: { store?: ManifestStore; error?: string }) => {
      end();
      if (answer.store) resolve(answer.store);
      else reject(new ManifestUnreadable(answer.error ?? 'unreadable'));
    });
    worker.once('error', (err: Error) => {
      end();
      reject(new ManifestUnreadable(err.message));
    });
  });
}
