import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { counterFor } from './rate-limit';

const redisUrl = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisUp = await new Promise<boolean>((resolve) => {
  const socket = net.connect({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379), timeout: 1000 });
  socket.once('connect', () => {
    socket.end();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => resolve(false));
});
const redis = redisUp ? new Redis(redisUrl.href) : undefined;
afterAll(() => redis?.disconnect());

const kinds = [
  ['in memory', () => counterFor(undefined)],
  ...(redis ? [['in Redis', () => counterFor(redis)] as const] : []),
] as const;

describe.each(kinds)('rate counter %s', (_name, make) => {
  it('should count hits in a window, tell when it ends, and forget a cleared key', async () => {
    const counter = make();
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect(await counter.peek(key)).toBeUndefined();
    for (let i = 1; i <= 3; i++) expect(await counter.hit(key, 60_000)).toBe(i);
    const open = await counter.peek(key);
    expect(open?.count).toBe(3);
    expect((open?.resetAt ?? 0) - Date.now()).toBeGreaterThan(58_000);
    await counter.clear(key);
    expect(await counter.peek(key)).toBeUndefined();
    expect(await counter.hit(key, 60_000)).toBe(1);
  });
});
