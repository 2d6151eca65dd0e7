import { STAFF_INVITATION_TTL_MS } from '@stringer/shared/constants';
import type { StaffRole } from '@stringer/shared/schemas/staff';
import { webAddress, webLinks, webPaths } from '@stringer/shared/web-paths';
import { type Language, translate } from '../../../platform/i18n';
import type { Mail } from '../../../platform/mail/mailer';

const ROLE_KEY: Record<StaffRole, string> = {
  reviewer: 'mail.roleReviewer',
  support: 'mail.roleSupport',
  admin: 'mail.roleAdmin',
};

/**
 * The invitation, in both languages (we do not know the invitee's). The token rides in the
 * URL's fragment: browsers send no fragment to servers or in a Referer.
 */
export function invitationMail(to: string, role: StaffRole, token: string, publicUrl: string): Mail {
  const params = {
    link: webAddress(publicUrl, webLinks.acceptInvitation(token)),
    login: webAddress(publicUrl, webPaths.login),
    hours: STAFF_INVITATION_TTL_MS / 3600_000,
  };
  const text = (lang: Language) =>
    translate(lang, 'mail.staffInviteText', { ...params, role: translate(lang, ROLE_KEY[role]) });
  return {
    to,
    subject: `${translate('en', 'mail.staffInviteSubject')} / ${translate('zh', 'mail.staffInviteSubject')}`,
    text: `${text('en')}\n\n${text('zh')}`,
  };
}
