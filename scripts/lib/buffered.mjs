// @ts-check
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Runs a command at the repository's root and prints its output in one piece once it ends, under
 * `label`, so that commands run side by side do not interleave their lines. Resolves to whether
 * it passed.
 * @param {string} label
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<boolean>}
 */
export function runBuffered(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(`\n${label}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${out}`);
      resolve(code === 0);
    });
  });
}
