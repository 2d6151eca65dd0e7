import net from 'node:net';
import { describe, expect, it } from 'vitest';

export const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');

function reachable(url: URL) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 1000 });
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('timeout', () => resolve(false));
  });
}

/**
 * Whether the scale-out tests can run: they need a Redis. A machine without one (a user's fresh
 * clone) skips them, but CI (`.ci/run` starts one) must run them: there a missing Redis fails.
 */
export async function redisForScaleOut() {
  const answers = await reachable(redisUrl);
  describe.runIf(!answers && process.env.CI === 'true')('in CI', () => {
    it('should find a Redis to run the scale-out tests against', () => {
      expect.fail(`CI=true and no Redis answers at ${redisUrl.host}: .ci/run starts one (TEST_REDIS_URL for another)`);
    });
  });
  return answers;
}
