import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it("should take how long a worker may be silent before its job moves: 30 s unless set, never under pg-boss's 10", () => {
    expect(loadConfig({}).renditionPolicy.heartbeatS).toBe(30);
    expect(loadConfig({ WORKER_HEARTBEAT_SECONDS: '10' }).renditionPolicy.heartbeatS).toBe(10);
    expect(() => loadConfig({ WORKER_HEARTBEAT_SECONDS: '5' })).toThrow(/WORKER_HEARTBEAT_SECONDS/);
  });
});
