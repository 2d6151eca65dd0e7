import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it("should take how long a worker may be silent before its job moves: 30 s unless set, never under pg-boss's 10", () => {
    expect(loadConfig({}).renditionPolicy.heartbeatS).toBe(30);
    expect(loadConfig({ WORKER_HEARTBEAT_SECONDS: '10' }).renditionPolicy.heartbeatS).toBe(10);
    expect(() => loadConfig({ WORKER_HEARTBEAT_SECONDS: '5' })).toThrow(/WORKER_HEARTBEAT_SECONDS/);
  });

  it("should cut a long video's first stream in ranges of a minute from 150 s unless set, never under 2 s", () => {
    expect(loadConfig({}).renditionPolicy.ranges).toEqual({ rangeS: 60, fromS: 150 });
    expect(loadConfig({ RANGE_SECONDS: '30', RANGED_FROM_SECONDS: '90' }).renditionPolicy.ranges).toEqual({
      rangeS: 30,
      fromS: 90,
    });
    expect(() => loadConfig({ RANGE_SECONDS: '1' })).toThrow(/RANGE_SECONDS/);
  });
});
