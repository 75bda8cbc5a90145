import { DEFAULT_MONEY_ID, DEFAULT_USER_LANGUAGE, USER_LANGUAGES, type TMe, type TUserLanguage } from '@/contracts/account-contract';
import type { ProfileRow } from './account-repository';

export function toUserLanguage(value: string | null | undefined): TUserLanguage {
  return (USER_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as TUserLanguage) : DEFAULT_USER_LANGUAGE;
}

/** SPEC §3 user settings: language fr, money XOF and every notification flag on until the user says otherwise. */
export function toMe(row: ProfileRow, pendingEmail: string | null = null): TMe {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    phoneVerified: row.phone !== null && row.phoneVerifiedAt !== null,
    avatarUrl: row.avatarUrl,
    cityId: row.cityId,
    countryId: row.countryId,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail,
    createdAt: row.createdAt.toISOString(),
    settings: {
      language: toUserLanguage(row.language),
      moneyId: row.moneyId ?? DEFAULT_MONEY_ID,
      notifications: {
        application: row.notifyApplication ?? true,
        newsletter: row.notifyNewsletter ?? true,
        specialOffers: row.notifySpecialOffers ?? true,
      },
    },
  };
}
