import type { RetryJobBody, SystemOverview } from '@stringer/shared/schemas/system';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { VERSION } from '../../platform/heartbeat';
import type { Jobs } from '../../platform/jobs';
import type { AuditRows } from '../audit';
import type { LatestBackup } from '../backup';
import { diskOf, ffmpegInUse } from './lib/host';
import { type NameQueue, presentBackup, presentFailedJob, presentInstance, presentQueue } from './system.presenter';
import { systemRepository as repo } from './system.repository';

/** Failed jobs the page lists: the newest; older ones are in the queue's table until pg-boss drops them. */
const FAILED_SHOWN = 50;

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  jobs: Pick<Jobs, 'figures' | 'failed' | 'retry'>;
  /** DATA_DIR: its disk's free space is shown. */
  dataDir: string;
  /** The queues' kinds, named from the modules' own constants where the services are composed. */
  namedQueue: NameQueue;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
  /** The most recent backup run, which the page shows. */
  latestBackup: LatestBackup;
}

/** The system page: access is the route's (admins); reads only, but for the audited retry. */
export function createSystemService({
  database: { db, transaction },
  jobs,
  dataDir,
  namedQueue,
  auditRows,
  latestBackup,
}: Deps) {
  return {
    async overview(): Promise<SystemOverview> {
      const [rows, queues, failed, storage, postgres, backup, ffmpeg, disk] = await Promise.all([
        repo.instances(db),
        jobs.figures(),
        jobs.failed(FAILED_SHOWN),
        repo.storage(db),
        repo.postgresVersion(db),
        latestBackup(db),
        ffmpegInUse(),
        diskOf(dataDir),
      ]);
      const now = Date.now();
      const instances = rows.map((row) => presentInstance(row, now, namedQueue));
      return {
        versions: { app: VERSION, node: process.versions.node, postgres },
        ffmpeg,
        disk,
        instances,
        queues: queues.map((q) => presentQueue(q, namedQueue)),
        failedJobs: failed.map((job) => presentFailedJob(job, namedQueue)),
        storage,
        sockets: instances.filter((i) => i.alive).reduce((total, i) => total + i.sockets, 0),
        lastBackup: presentBackup(backup),
      };
    },

    /** Runs a failed job again, with its audit row in the same transaction. */
    async retry(auth: AuthSession, { queue, id }: RetryJobBody) {
      await transaction(async (tx) => {
        if (!(await jobs.retry(queue, id, tx))) throw new AppError('jobNotFailed');
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'job',
          entityId: null,
          action: 'retry',
          before: { id, queue, state: 'failed' },
          after: { id, queue, state: 'retry' },
        });
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
