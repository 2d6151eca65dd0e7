/**
 * The V8 flags the server runs with. NODE_OPTIONS refuses the first, so every launch line carries both:
 * `npm start` (both package.json files), the deploy guide's ExecStart, and the e2e and bench
 * launchers, which import this list; node-flags.test.ts holds the lines to it.
 *
 * --initial-old-space-size=64: V8 skips full collections while the old generation is under 64 MB.
 * Our live heap is ~25 MB, and V8 counts the external memory allocated since the last full
 * collection (an upload's 64 KB socket buffers, until a scavenge frees them) against the few MB it
 * leaves above that; past them, a full collection every few MB of upload: ~130 for 2 GiB, twice
 * bare tus's CPU.
 *
 * --max-semi-space-size=4: the young generation stops growing at 4 MB a half (the default lets it
 * reach 16 MB). The start's burst of allocation grew it and kept it resident until the next full
 * collection, which the first flag puts off: idle RSS ~10 MiB lower than the default. 2 MB (0038)
 * saved 5 MiB more idle but cost the API: under bench:api the scavenges of so small a young
 * generation were 12.5-16% of the busy time and promoted a request's objects into the old
 * generation (peak RSS under load 255-270 MiB); with 4 MB, 6.9% and 186 MiB (0068).
 *
 * Why, with the figures: docs/decisions/0038-upload-heap-headroom.md and 0068.
 */
export const NODE_FLAGS = ['--initial-old-space-size=64', '--max-semi-space-size=4'] as const;

/** The flags this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv) {
  return NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
