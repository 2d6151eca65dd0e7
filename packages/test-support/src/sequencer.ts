import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The e2e walks through every screen (e2e/support/screen-walk.ts): the longest files of the run. */
const LONGEST = /every-screen-[\w-]+\.e2e\.ts$/;

/**
 * Starts the longest files first. Vitest orders by the last run's durations, and without them (a
 * fresh clone: CI) by file size, which put the walks (short files, long runs) last: one worker
 * then walked alone for minutes while the other had nothing left to run.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const longest = (f: TestSpecification) => LONGEST.test(f.moduleId);
    return [...sorted.filter(longest), ...sorted.filter((f) => !longest(f))];
  }
}
