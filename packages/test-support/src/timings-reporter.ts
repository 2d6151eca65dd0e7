import { appendFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of the slowest files a run names at its end. */
const SHOWN = 10;

/** Wall seconds a file took: its import and its tests and hooks, what it cost the run. */
const secondsOf = (m: TestModule) => {
  const d = m.diagnostic();
  return (d.collectDuration + d.setupDuration + d.duration) / 1000;
};

/**
 * Prints the slowest test files at the end of a run, so whoever looks at a slow run sees where its
 * time went (docs/decisions/0072). With `TEST_TIMINGS=<file>` each file's seconds are appended
 * there too (`seconds<TAB>project<TAB>file`), so `.ci/run` can name the slowest of all its runs.
 */
export default class TimingsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const rows = modules
      .map((m) => ({ seconds: secondsOf(m), project: m.project.name, file: path.relative(process.cwd(), m.moduleId) }))
      .sort((a, b) => b.seconds - a.seconds);
    const out = process.env.TEST_TIMINGS;
    if (out) appendFileSync(out, rows.map((r) => `${r.seconds.toFixed(1)}\t${r.project}\t${r.file}\n`).join(''));
    if (rows.length < 2) return;
    const lines = rows.slice(0, SHOWN).map((r) => `${r.seconds.toFixed(1).padStart(7)} s  ${r.project}  ${r.file}`);
    console.log(`\nSlowest test files:\n${lines.join('\n')}\n`);
  }
}
