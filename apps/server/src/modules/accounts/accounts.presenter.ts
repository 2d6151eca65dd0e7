import type { CustomInfo, PublicCustomInfo } from '@stringer/shared/schemas/account';
import type { AccountRow } from '../../db/schema';

/** The signed-in user's own view of their account: never the password hash. */
export function presentCustom(row: AccountRow, tags: CustomInfo['tags']): CustomInfo {
  return {
    customId: row.id,
    role: row.role,
    account: row.account,
    mail: row.mail,
    realName: row.realName,
    nickName: row.nickName,
    intro: row.intro,
    avatarUrl: row.avatarUrl,
    countryId: row.countryId,
    provinceId: row.provinceId,
    cityId: row.cityId,
    certificationStatus: row.certificationStatus,
    tags,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPublicCustom(row: AccountRow): PublicCustomInfo {
  return { customId: row.id, nickName: row.nickName, intro: row.intro, avatarUrl: row.avatarUrl };
}
