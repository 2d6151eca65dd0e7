import type { CertificationBody, CertificationState } from '@stringer/shared/schemas/certification';
import { CertificationStatus } from '@stringer/shared/statuses';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { Signer } from '../../platform/storage';
import type { AccountRows } from '../accounts';
import type { AreasService } from '../areas';
import type { RecordCreatorMove } from '../audit';
import type { CheckOwnedFiles, FileRows } from '../files';
import { presentLatest } from './certification.presenter';
import { certificationRepository as repo } from './certification.repository';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  areas: Pick<AreasService, 'checkRegion'>;
  storage: Signer;
  /** The accounts module's rows, read and written in this module's transactions. */
  accountRows: AccountRows;
  /** File rows read or replaced in this module's transactions. */
  fileRows: FileRows;
  /** A creator's own move, written to the audit log in the move's transaction. */
  recordCreatorMove: RecordCreatorMove;
  /** Refuses files that are not the creator's own uploads, done and of the field's kind. */
  checkOwnedFiles: CheckOwnedFiles;
}

/**
 * The account's status is what the creator holds: passed stays passed while a recertification is
 * reviewed (product-decisions: the old one stays until the new one passes).
 */
export function createCertificationService({
  database: { db, transaction },
  areas,
  storage,
  accountRows,
  fileRows,
  recordCreatorMove,
  checkOwnedFiles,
}: Deps) {
  const mine = async (auth: AuthSession): Promise<CertificationState> => {
    const [account, latest] = await Promise.all([
      accountRows.findById(db, auth.accountId),
      repo.latest(db, auth.accountId),
    ]);
    if (!account) throw new AppError('unauthorized');
    const resume = latest && (await fileRows.find(db, latest.resumeFileId));
    return { status: account.certificationStatus, latest: presentLatest(latest, resume, storage) };
  };

  return {
    mine,

    async submit(auth: AuthSession, body: CertificationBody) {
      const current = await mine(auth);
      if (current.latest?.status === CertificationStatus.Submitted) throw new AppError('certificationPending');
      const region = await areas.checkRegion(body);
      await checkOwnedFiles(db, auth.accountId, [{ ids: [body.resumeFileId], kind: 'resume', field: 'resumeFileId' }]);
      await transaction(async (tx) => {
        const id = await repo.insert(tx.db, {
          ...body,
          ...region,
          accountId: auth.accountId,
        });
        // After a failed one, or to recertify: the earlier submission's status is where it moves from.
        await recordCreatorMove(tx, auth, {
          entity: 'certification',
          entityId: id,
          action: current.latest ? 'resubmit' : 'submit',
          before: current.latest && { status: current.latest.status },
          after: { status: CertificationStatus.Submitted },
        });
        if (current.status !== CertificationStatus.Passed) {
          await accountRows.update(tx.db, auth.accountId, {
            certificationStatus: CertificationStatus.Submitted,
          });
        }
      });
      return mine(auth);
    },
  };
}

export type CertificationService = ReturnType<typeof createCertificationService>;
