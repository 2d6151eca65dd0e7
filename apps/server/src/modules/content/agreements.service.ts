import { AGREEMENT_TYPES, type AgreementType } from '@stringer/shared/schemas/content';
import type { AgreementInput, AgreementVersionQuery } from '@stringer/shared/schemas/content-manager';
import type { AuthSession } from '../../platform/auth';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/rich-text';
import type { AuditRows } from '../audit';
import { agreementsRepository as repo } from './agreements.repository';
import { presentAgreement, presentAgreementHistoryLine, presentAgreementVersion } from './content.presenter';

interface Deps {
  database: Pick<Database, 'db' | 'transaction'>;
  /** Its audit rows, written in the transaction of the change they record. */
  auditRows: AuditRows;
}

/**
 * The audit log names things by number; an agreement is its type, so it is numbered by the
 * type's place in the shared list (privacy 1, service 2, transfer 3), the same on every install.
 */
const auditIdOf = (type: AgreementType) => AGREEMENT_TYPES.indexOf(type) + 1;

/**
 * Agreements are versioned: an admin's save adds the next version, which is served from then on;
 * older versions stay readable in the console.
 */
export function createAgreementsService({ database: { db, transaction }, auditRows }: Deps) {
  const current = async (type: AgreementType) => {
    const row = await repo.current(db, type);
    if (!row) throw new AppError('agreementNotExist');
    return row;
  };

  return {
    served: async (type: AgreementType) => presentAgreement(await current(type)),

    /** Each type's current version, for the console's list. */
    currentVersions: async () =>
      Promise.all(AGREEMENT_TYPES.map(async (type) => presentAgreementVersion(await current(type)))),

    history: async (type: AgreementType) => (await repo.history(db, type)).map(presentAgreementHistoryLine),

    async version({ agreementType, version }: AgreementVersionQuery) {
      const row = await repo.version(db, agreementType, version);
      if (!row) throw new AppError('agreementNotExist');
      return presentAgreementVersion(row);
    },

    publish: (auth: AuthSession, input: AgreementInput) =>
      transaction(async (tx) => {
        const version = await repo.append(tx.db, {
          type: input.type,
          title: input.title,
          titleZh: input.titleZh,
          content: sanitizeRichText(input.content),
          contentZh: sanitizeRichText(input.contentZh),
          authorId: auth.accountId,
        });
        await auditRows.record(tx.db, {
          staffId: auth.accountId,
          entity: 'agreement',
          entityId: auditIdOf(input.type),
          action: 'publish',
          after: { type: input.type, version, title: input.title },
        });
        return { version };
      }),
  };
}

export type AgreementsService = ReturnType<typeof createAgreementsService>;
