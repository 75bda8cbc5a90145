import { z } from 'zod';
import { ZPhoneField } from './phone-contract';

/** verify_phone: the account settings' phone modal; link_phone: the post-login check (SPEC §2/§8). */
export const PHONE_VERIFICATION_PURPOSES = ['verify_phone', 'link_phone'] as const;
export const ZPhoneVerificationPurpose = z.enum(PHONE_VERIFICATION_PURPOSES);
export type TPhoneVerificationPurpose = z.infer<typeof ZPhoneVerificationPurpose>;

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODE_RESEND_SECONDS = 60;
export const PHONE_CODE_MAX_SENDS_PER_HOUR = 5;

/** `POST /users/my-users/phone-verification`: texts a 6-digit code to the number. */
export const ZSendPhoneCodeRequest = z.strictObject({ phone: ZPhoneField, purpose: ZPhoneVerificationPurpose });
export type TSendPhoneCodeInput = z.input<typeof ZSendPhoneCodeRequest>;

export const ZPhoneCodeSent = z.object({
  /** The number the code went to, E.164. */
  phone: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  /** When another code may be asked for. */
  resendAt: z.iso.datetime({ offset: true }),
});
export type TPhoneCodeSent = z.infer<typeof ZPhoneCodeSent>;

/** `POST /users/my-users/phone-verification/confirm`: the code received; the number becomes the account's, verified. */
export const ZConfirmPhoneCodeRequest = z.strictObject({
  code: z.string().trim().regex(/^\d{6}$/, 'The code is 6 digits'),
  purpose: ZPhoneVerificationPurpose,
});
export type TConfirmPhoneCodeRequest = z.infer<typeof ZConfirmPhoneCodeRequest>;

/** `details` of a phone_code_wrong error. */
export const ZPhoneCodeWrongDetails = z.object({ attemptsLeft: z.number().int().min(0) });
