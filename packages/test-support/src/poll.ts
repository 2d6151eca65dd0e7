interface PollOptions {
  /** Milliseconds before it gives up (default 10 s). */
  timeout?: number;
  /** Milliseconds between tries (default 100). */
  interval?: number;
}

/**
 * Calls `probe` until it returns something other than `undefined`, and resolves with that. For
 * helpers that also run outside Vitest (the benches), where `vi.waitFor` cannot: tests use
 * `vi.waitFor` / `expect.poll` themselves. Rejects after `timeout` with `what` and the last error.
 */
export async function poll<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  { timeout = 10_000, interval = 100 }: PollOptions = {},
): Promise<T> {
  const until = performance.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const found = await probe();
      if (found !== undefined) return found;
    } catch (err) {
      lastError = err;
    }
    if (performance.now() >= until) throw new Error(`${what}: not within ${timeout} ms`, { cause: lastError });
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
