import type { CertificationState } from '@stringer/shared/schemas/certification';
import type { CertificationRow, FileRow } from '../../db/schema';
import type { Signer } from '../../platform/storage';
import { presentFile } from '../files';

/** The latest submission as its creator sees it: the review's outcome, and what was sent. */
export const presentLatest = (
  row: CertificationRow | undefined,
  resume: FileRow | undefined,
  storage: Signer,
): CertificationState['latest'] =>
  row
    ? {
        status: row.status,
        reason: row.reason,
        submittedAt: row.submittedAt.toISOString(),
        reviewedAt: row.reviewedAt?.toISOString() ?? null,
        email: row.email,
        name: row.name,
        birthDate: row.birthDate,
        resume: resume ? presentFile(resume, storage) : null,
        countryId: row.countryId,
        provinceId: row.provinceId,
        cityId: row.cityId,
      }
    : null;
