import { useTranslation } from '@/lib/i18n/use-translation';
import { formatInternationalExample, PHONE_PLANS } from '@/contracts/phone-contract';

/** An international number to show where the country has no known plan (or none is chosen). */
const ANY_INTERNATIONAL_EXAMPLE = formatInternationalExample(PHONE_PLANS.CI!);

/**
 * What a phone field says, the same in its hint and its error: a local number of `country` (an ISO
 * code, with its length and an example) or an international one, as the contract accepts.
 */
export function usePhoneText(country: string | null | undefined): { hint: string; invalid: string } {
  const { t } = useTranslation('common');
  const plan = country ? PHONE_PLANS[country.toUpperCase()] : undefined;
  if (!plan) {
    return { hint: t('phone.hintInternational', { international: ANY_INTERNATIONAL_EXAMPLE }), invalid: t('phone.invalidInternational', { international: ANY_INTERNATIONAL_EXAMPLE }) };
  }
  const values = { local: plan.example, international: formatInternationalExample(plan), digits: plan.nationalDigits + (plan.trunkPrefix?.length ?? 0) };
  return { hint: t('phone.hint', values), invalid: t('phone.invalid', values) };
}
