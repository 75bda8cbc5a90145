import { useRouter } from 'next/router';
import { useMemo } from 'react';
import { useMe } from '@/lib/session/get-me';
import { useCachedUserSettings } from '@/lib/session/user-settings-cache';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { pickDinerCurrency } from '@/lib/money/diner-currency';

/** The currency the signed-in diner chose (or XOF) with the rates to convert into it. */
export function useDinerCurrencyValue() {
  const { locale = 'fr' } = useRouter();
  const { data: me } = useMe();
  const cached = useCachedUserSettings();
  // While the account is still loading, the cached copy (§9) paints prices in the diner's currency.
  const moneyId = me === undefined ? cached?.moneyId : me?.settings.moneyId;
  const needsRates = Boolean(moneyId && moneyId !== 'XOF');
  const { data: staticData } = useStaticData(locale, { enabled: needsRates });
  return useMemo(() => {
    const rates = staticData?.moneyChanges ?? [];
    return { currency: needsRates && rates.length === 0 ? 'XOF' : pickDinerCurrency(moneyId, rates), rates };
  }, [moneyId, needsRates, staticData]);
}
