import { STAFF_ROLES } from '@stringer/shared/schemas/staff';
import type { TFunction } from 'i18next';

/** The roles an admin hands out, labelled in the user's language. */
export const roleOptions = (t: TFunction) =>
  STAFF_ROLES.map((role) => ({ value: role, label: t(`staff.role.${role}`) }));
