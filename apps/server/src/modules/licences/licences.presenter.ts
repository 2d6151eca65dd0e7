import type { LicenceRequestDetail, LicenceRequestSummary } from '@stringer/shared/schemas/public-works';
import type { LicenceSummaryRow, LicenceThreadRow } from './licences.repository';

export function presentLicenceSummary({ request, work, replies }: LicenceSummaryRow): LicenceRequestSummary {
  return {
    id: request.id,
    work: { id: work.id, title: work.title },
    name: request.name,
    organisation: request.organisation,
    mail: request.mail,
    language: request.language,
    status: request.status,
    replies,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

export function presentLicenceDetail(row: LicenceSummaryRow, thread: LicenceThreadRow[]): LicenceRequestDetail {
  return {
    ...presentLicenceSummary(row),
    intendedUse: row.request.intendedUse,
    thread: thread.map(({ reply, staffName }) => ({
      id: reply.id,
      staff: { id: reply.staffId, name: staffName },
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
    })),
  };
}
