import { z } from 'zod';

export interface TPhonePlan {
  dialCode: string;
  /** Digits of a national number, trunk prefix excluded. */
  nationalDigits: number;
  /** Dialled before a national number at home and dropped after the country code (France's 0). */
  trunkPrefix?: string;
  /** A national number as people write it there. */
  example: string;
}

/** Numbering plans of the countries the app serves (ITU-T E.164 assignments; Bénin has 10 digits since 2024). */
export const PHONE_PLANS: Readonly<Record<string, TPhonePlan>> = {
  CI: { dialCode: '225', nationalDigits: 10, example: '07 12 34 56 78' },
  SN: { dialCode: '221', nationalDigits: 9, example: '77 123 45 67' },
  CM: { dialCode: '237', nationalDigits: 9, example: '6 71 23 45 67' },
  BJ: { dialCode: '229', nationalDigits: 10, example: '01 97 12 34 56' },
  BF: { dialCode: '226', nationalDigits: 8, example: '70 12 34 56' },
  TG: { dialCode: '228', nationalDigits: 8, example: '90 12 34 56' },
  ML: { dialCode: '223', nationalDigits: 8, example: '76 12 34 56' },
  FR: { dialCode: '33', nationalDigits: 9, trunkPrefix: '0', example: '06 12 34 56 78' },
};

export const PHONE_NUMBER_MAX_LENGTH = 32;
const TYPED = /^(\+|00)?[\d\s().-]+$/;

const findPlanByDigits = (digits: string) => Object.values(PHONE_PLANS).find((plan) => digits.startsWith(plan.dialCode));

/** The national significant number, or null when it does not fit the plan. */
function readNational(national: string, plan: TPhonePlan): string | null {
  const trunk = plan.trunkPrefix;
  const withoutTrunk = trunk && national.length === plan.nationalDigits + trunk.length && national.startsWith(trunk) ? national.slice(trunk.length) : national;
  return withoutTrunk.length === plan.nationalDigits ? withoutTrunk : null;
}

/** How the plan's example reads from abroad: "+225 07 12 34 56 78", "+33 6 12 34 56 78". */
export function formatInternationalExample(plan: TPhonePlan): string {
  const trunk = plan.trunkPrefix;
  const national = trunk && plan.example.startsWith(trunk) ? plan.example.slice(trunk.length) : plan.example;
  return `+${plan.dialCode} ${national}`;
}

/**
 * E.164 ("+2250712345678") from a number as typed: international ("+225 07…", "00225 07…") or
 * local to `country` (an ISO code), separators allowed; null when it is not a valid number.
 */
export function toE164(typed: string, country?: string | null): string | null {
  const text = typed.trim();
  if (!TYPED.test(text)) return null;
  const isInternational = /^(\+|00)/.test(text);
  const digits = text.replace(/^(\+|00)/, '').replace(/\D/g, '');
  if (isInternational) {
    const plan = findPlanByDigits(digits);
    if (!plan) return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
    const national = readNational(digits.slice(plan.dialCode.length), plan);
    return national === null ? null : `+${plan.dialCode}${national}`;
  }
  const plan = country ? PHONE_PLANS[country.toUpperCase()] : undefined;
  const national = plan ? readNational(digits, plan) : null;
  return plan && national !== null ? `+${plan.dialCode}${national}` : null;
}

const INVALID_PHONE = 'Not a valid phone number: a local number of the country, or + and the country code';

/** An international number as typed (`+225 07 12 34 56 78`), stored as E.164. */
export const ZPhoneNumber = z
  .string()
  .max(PHONE_NUMBER_MAX_LENGTH)
  .transform((value, ctx) => toE164(value) ?? (ctx.addIssue({ code: 'custom', message: INVALID_PHONE }), z.NEVER));

/** A number as the diner typed it with the country it is local to (ISO code): either form, stored as E.164. */
export const ZPhoneInput = z
  .strictObject({
    country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/).optional(),
    number: z.string().max(PHONE_NUMBER_MAX_LENGTH),
  })
  .transform(({ country, number }, ctx) => toE164(number, country) ?? (ctx.addIssue({ code: 'custom', message: INVALID_PHONE, path: ['number'] }), z.NEVER));

/** What the API takes for a phone: the international string, or the number with its country. */
export const ZPhoneField = z.union([ZPhoneNumber, ZPhoneInput]);
export type TPhoneFieldInput = z.input<typeof ZPhoneField>;
