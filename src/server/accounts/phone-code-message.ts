import type { TUserLanguage } from '@/contracts/account-contract';
import { PHONE_CODE_TTL_MINUTES } from '@/contracts/phone-verification-contract';

const TEXT: Record<TUserLanguage, (code: string) => string> = {
  fr: (code) => `Tablée : votre code de vérification est ${code}. Il expire dans ${PHONE_CODE_TTL_MINUTES} minutes. Ne le partagez avec personne.`,
  en: (code) => `Tablée: your verification code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. Do not share it with anyone.`,
};

/**
 * The text message carrying a code, in the diner's language. Its last line is the origin-bound
 * one-time-code format ("@host #code") that lets a phone's browser offer to fill the code in.
 */
export function buildPhoneCodeText(code: string, language: TUserLanguage, appOrigin: string): string {
  return `${TEXT[language](code)}\n\n@${new URL(appOrigin).host} #${code}`;
}
