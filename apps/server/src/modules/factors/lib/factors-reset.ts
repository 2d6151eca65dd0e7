import { webAddress, webPaths } from '@stringer/shared/web-paths';
import type { AccountRow } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import { type Language, translate } from '../../../platform/i18n';
import type { Mail } from '../../../platform/mail/mailer';
import type { AuditRows } from '../../audit';
import type { SessionRows } from '../../sessions';
import { factorsRepository } from '../factors.repository';

/** Who reset: an admin from the console, or the server's command (the last admin's way back in). */
export type ResetBy = { staffId: number } | 'system';

/** The other modules' rows a reset writes: the sessions it ends and its audit row. */
export interface ResetRows {
  sessionRows: SessionRows;
  auditRows: AuditRows;
}

/**
 * Removes every second factor of a staff account and its recovery codes, and ends all its sessions
 * (whoever holds the lost device is signed out too), with the audit row, in the caller's
 * transaction. The member signs in with their password and enrols again.
 */
export async function resetFactors(tx: Db, { sessionRows, auditRows }: ResetRows, target: AccountRow, by: ResetBy) {
  const removed = await factorsRepository.removeAll(tx, target.id);
  await sessionRows.revokeAllOf(tx, target.id);
  await auditRows.record(tx, {
    ...(by === 'system' ? { actorKind: 'system' as const } : { staffId: by.staffId }),
    entity: 'staff',
    entityId: target.id,
    action: 'resetFactors',
    before: { factor: removed ? 'set' : 'none' },
    after: { factor: 'none' },
  });
}

/** The notice to the member whose factors were reset, in both languages (as the invitation is). */
export function factorsResetMail(to: string, admin: string, publicUrl: string): Mail {
  const text = (lang: Language) =>
    translate(lang, 'factors.mail.resetText', { admin, link: webAddress(publicUrl, webPaths.staffProfile) });
  return {
    to,
    subject: `${translate('en', 'factors.mail.resetSubject')} / ${translate('zh', 'factors.mail.resetSubject')}`,
    text: `${text('en')}\n\n${text('zh')}`,
  };
}
