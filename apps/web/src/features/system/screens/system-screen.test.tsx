import { queueKinds, type SystemOverview } from '@stringer/shared/schemas/system';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import consoleEn from '../../../locales/console/en.json';
import consoleZh from '../../../locales/console/zh.json';
import { renderInApp } from '../../../test/render';
import { systemOverviewQuery } from '../api/system';
import SystemScreen from './system-screen';

afterEach(cleanup);

const GiB = 1024 ** 3;
const lowDisk = {
  path: '/srv/stringer',
  freeBytes: 12 * GiB,
  totalBytes: 100 * GiB,
  lowBelowBytes: 30 * GiB,
  low: true,
};
const overview: SystemOverview = {
  versions: { app: '1.0.0', node: '22.0.0', postgres: '17.2' },
  ffmpeg: {
    path: '/usr/bin/ffmpeg',
    version: 'ffmpeg version 5.1.6-0+deb12u1 Copyright (c) 2000-2024 the FFmpeg developers',
    source: 'system',
  },
  disk: lowDisk,
  instances: [
    {
      id: 'a',
      kind: 'worker',
      version: '1.0.0',
      host: 'render-1',
      pid: 42,
      startedAt: new Date().toISOString(),
      lastSeenAt: new Date().toISOString(),
      alive: true,
      runs: [
        { queue: 'media.renditions.first', kind: 'renditionsFirst' },
        { queue: 'media.renditions', kind: 'renditions' },
        { queue: 'mail.send', kind: 'mail' },
      ],
      sockets: 0,
    },
  ],
  queues: [
    { queue: '__pgboss__send-it', kind: 'schedules', waiting: 0, running: 0, failed: 0, oldestWaitS: null },
    { queue: 'media.renditions.first', kind: 'renditionsFirst', waiting: 1, running: 1, failed: 0, oldestWaitS: 2 },
    { queue: 'media.renditions', kind: 'renditions', waiting: 2, running: 1, failed: 0, oldestWaitS: 30 },
    { queue: 'archive.sync', kind: null, waiting: 0, running: 0, failed: 1, oldestWaitS: null },
  ],
  failedJobs: [],
  storage: { originalsBytes: 0, renditionsBytes: 0 },
  sockets: 0,
  lastBackup: null,
};

const render = (language: 'en' | 'zh', data = overview) =>
  renderInApp(<SystemScreen />, { language, data: [[systemOverviewQuery.queryKey, data]] });

describe('the system page', () => {
  it('should name queues by what they are for, and only an unknown one by its own name', async () => {
    await render('en');
    const queues = within(screen.getByTestId('system-queues'));
    expect(queues.getByText('Timer for the scheduled jobs (pg-boss)')).toBeTruthy();
    expect(queues.getByText('Video renditions: first frames')).toBeTruthy();
    expect(queues.getByText('Video renditions: ranges and ladders')).toBeTruthy();
    expect(queues.getByText('archive.sync')).toBeTruthy();
    expect(queues.queryByText('__pgboss__send-it')).toBeNull();
    expect(screen.getByText('Video renditions: first frames, Video renditions: ranges and ladders, Mail')).toBeTruthy();
  });

  it('should name every queue in both languages', () => {
    for (const texts of [consoleEn, consoleZh]) {
      const names: Record<string, string> = texts.system.queueNames;
      for (const kind of queueKinds) expect(names[kind], kind).toBeTypeOf('string');
    }
  });

  it('should show free space with a warning when low, and the ffmpeg in use, in Chinese', async () => {
    await render('zh');
    expect(screen.getByRole('alert').textContent).toContain('剩余 12.0 GiB，低于 30.0 GiB');
    expect(screen.getByTestId('system-disk').textContent).toBe('不足12.0 GiB / 共 100.0 GiB/srv/stringer');
    expect(screen.getByTestId('system-ffmpeg').textContent).toBe(`${overview.ffmpeg.version}/usr/bin/ffmpeg`);
  });

  it('should say when ffmpeg does not run, and show no warning while the disk has room', async () => {
    await render('en', {
      ...overview,
      ffmpeg: { path: '/opt/ffmpeg', version: null, source: 'env' },
      disk: { ...lowDisk, freeBytes: 70 * GiB, low: false },
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('system-ffmpeg').textContent).toBe('Does not run: every video will fail/opt/ffmpeg');
  });
});
