import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
// Below this a compressed copy saves less than the extra round of headers costs.
const MIN_BYTES = 1024;

async function compressFile(file: string) {
  const raw = await readFile(file);
  if (raw.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gz(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
}

/** Writes `.br` and `.gz` copies beside every text asset, for the server to send as they are. */
export async function precompressDir(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name));
  await Promise.all(files.map((e) => compressFile(path.join(e.parentPath, e.name))));
}

/** Compressing once at build time lets the best (slowest) levels be used at no cost per request. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'stringer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
