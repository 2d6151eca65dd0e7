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
 * --max-semi-space-size=2: the young generation stops growing at 2 MB a half (Node 20's default
 * lets it reach 16 MB). The start's burst of allocation grew it and kept ~19 MiB resident until
 * the next full collection, which the first flag puts off; and during an upload a smaller young
 * generation is scavenged sooner, so fewer socket buffers wait to be freed. Idle RSS 119 → 100
 * MiB, peak during uploads ~150 → ~135 MiB, API throughput within its run-to-run noise.
 *
 * Why, with the figures: docs/decisions/0038-upload-heap-headroom.md.
 */
export const NODE_FLAGS = ['--initial-old-space-size=64', '--max-semi-space-size=2'] as const;

/** The flags this process was started without. */
export function missingNodeFlags(execArgv: readonly string[] = process.execArgv) {
  return NODE_FLAGS.filter((flag) => !execArgv.includes(flag));
}
