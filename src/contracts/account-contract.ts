import { z } from 'zod';
import { ZPhoneField } from './phone-contract';

/** Languages a user can pick for the interface and e-mails (SPEC §3: French first, English too). */
export const USER_LANGUAGES = ['fr', 'en'] as const;
export type TUserLanguage = (typeof USER_LANGUAGES)[number];
export const DEFAULT_USER_LANGUAGE: TUserLanguage = 'fr';
export const DEFAULT_MONEY_ID = 'XOF';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 80;

/** Trimmed and lower-cased before the format check, so `  Awa@Mail.CI ` signs in as `awa@mail.ci`. */
export const ZEmail = z.string().trim().toLowerCase().max(254).check(z.email());

export const ZNewPassword = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
/** A password being checked, not chosen: any length up to the maximum, so a short one is just wrong. */
export const ZCurrentPassword = z.string().min(1).max(PASSWORD_MAX_LENGTH);

export const ZPersonName = z.string().trim().min(1).max(NAME_MAX_LENGTH);

export const ZUserLanguage = z.enum(USER_LANGUAGES);
export const ZMoneyId = z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'Must be a 3-letter currency code');
export const ZOpaqueToken = z.string().trim().min(1).max(256);

export const ZNotificationSettings = z.object({
  application: z.boolean(),
  newsletter: z.boolean(),
  specialOffers: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZUserSettings = z.object({
  language: ZUserLanguage,
  moneyId: z.string(),
  notifications: ZNotificationSettings,
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** The signed-in user as `GET /whoAmI` answers it. */
export const ZMe = z
  .object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    /** The phone was confirmed with a code texted to it (SPEC §8 link phone number). */
    phoneVerified: z.boolean().optional(),
    avatarUrl: z.string().nullable(),
    cityId: z.number().int().nullable(),
    countryId: z.number().int().nullable(),
    emailVerified: z.boolean(),
    /** A new address waiting for its link to be opened; the account keeps `email` until then. */
    pendingEmail: z.string().nullable().optional(),
    createdAt: z.iso.datetime({ offset: true }),
    settings: ZUserSettings,
  });
export type TMe = z.infer<typeof ZMe>;

/** What sign-up, login and a password change answer: the session to store in the auth_token cookie. */
export const ZAuthSession = z.object({
  scheme: z.literal('Bearer'),
  token: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  user: ZMe,
});
export type TAuthSession = z.infer<typeof ZAuthSession>;

export const ZSignUpRequest = z.object({
  email: ZEmail,
  password: ZNewPassword,
  firstName: ZPersonName.optional(),
  lastName: ZPersonName.optional(),
  language: ZUserLanguage.optional(),
});
export type TSignUpRequest = z.infer<typeof ZSignUpRequest>;

export const ZLoginRequest = z.object({ email: ZEmail, password: ZCurrentPassword });
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

export const ZResetPasswordRequest = z.object({ token: ZOpaqueToken, password: ZNewPassword });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZChangePasswordRequest = z.object({ currentPassword: ZCurrentPassword, newPassword: ZNewPassword });
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

export const ZVerifyEmailRequest = z.object({ token: ZOpaqueToken });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** A link opened again once the address is confirmed is no error: the diner is told it already is. */
export const VERIFY_EMAIL_STATUSES = ['verified', 'already_verified'] as const;
export const ZVerifyEmailResponse = z.object({ status: z.enum(VERIFY_EMAIL_STATUSES) });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

const hasSomeField = (value: object) => Object.values(value).some((field) => field !== undefined);
const AT_LEAST_ONE = { message: 'At least one field is required' };

export const ZUpdateNotificationSettings = z
  .strictObject({
    application: z.boolean().optional(),
    newsletter: z.boolean().optional(),
    specialOffers: z.boolean().optional(),
  })
  .refine(hasSomeField, AT_LEAST_ONE);

export const ZUpdateUserSettings = z
  .strictObject({
    language: ZUserLanguage.optional(),
    moneyId: ZMoneyId.optional(),
    notifications: ZUpdateNotificationSettings.optional(),
  })
  .refine(hasSomeField, AT_LEAST_ONE);

/** `PATCH /users/my-users`: only the caller's own profile; unknown keys (an `id`, an `email`) are refused. */
export const ZUpdateMeRequest = z
  .strictObject({
    firstName: ZPersonName.optional(),
    lastName: ZPersonName.optional(),
    phone: ZPhoneField.nullable().optional(),
    avatarUrl: z.url({ protocol: /^https?$/ }).max(2048).nullable().optional(),
    cityId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    countryId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    settings: ZUpdateUserSettings.optional(),
  })
  .refine(hasSomeField, AT_LEAST_ONE);
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequest>;
/** What a client sends: a phone may still be the number as typed with its country. */
export type TUpdateMeInput = z.input<typeof ZUpdateMeRequest>;

/** `POST /users/my-users/email`: the new address gets a link; the change happens when it is opened. */
export const ZChangeEmailRequest = z.strictObject({ email: ZEmail });
export type TChangeEmailRequest = z.infer<typeof ZChangeEmailRequest>;

/** `DELETE /users/my-users`: the password again, so a borrowed unlocked phone cannot erase an account. */
export const ZDeleteAccountRequest = z.strictObject({ password: ZCurrentPassword });
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

/** Avatar uploads: what a phone's camera makes, up to 5 MB; the server stores a 256 px WebP square. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_SIZE_PX = 256;

/** SPEC §6/§8 post-login check items, in the order the client resolves them. */
export const USER_CHECK_ERRORS = ['verify-email', 'missing-phone-number', 'missing-user-info'] as const;
export type TUserCheckError = (typeof USER_CHECK_ERRORS)[number];

export const ZUserCheckResponse = z.object({ errors: z.array(z.enum(USER_CHECK_ERRORS)) });
export type TUserCheckResponse = z.infer<typeof ZUserCheckResponse>;
