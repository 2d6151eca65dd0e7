import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** The deploy tests run the compiled server: build what is not current, as `npm start` does. */
export default function setup() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--changed'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
  });
}
