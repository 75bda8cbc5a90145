import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { FormError } from '@/components/ui/form/form-error';
import { SegmentedChoice } from '@/components/ui/form/segmented-choice';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useUpdateMe } from '../../api/update-me';

/** SPEC §3 money: XOF by default; the CFA francs of West and Central Africa, and the euro. */
export const DINER_CURRENCIES = ['XOF', 'XAF', 'EUR'] as const;
type TDinerCurrency = (typeof DINER_CURRENCIES)[number];

const isDinerCurrency = (value: string): value is TDinerCurrency => (DINER_CURRENCIES as readonly string[]).includes(value);

/** Prices everywhere follow the saved currency, since the shell reads it from the account. */
export function CurrencyChoice({ moneyId }: { moneyId: string }) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const apiError = useApiErrorText('account');
  const [error, setError] = useState<string | null>(null);
  // Shown chosen at once; back to the saved currency if the server refuses it.
  const [chosen, setChosen] = useState<TDinerCurrency | null>(null);

  const choose = async (next: TDinerCurrency) => {
    setError(null);
    setChosen(next);
    try {
      await updateMe.mutateAsync({ settings: { moneyId: next } });
      showToast({ kind: 'success', text: t('settings.currency.saved', { currency: t(`settings.currency.names.${next}`) }) });
    } catch (failure) {
      setError(apiError(failure));
    }
    setChosen(null);
  };

  const options = DINER_CURRENCIES.map((value) => ({ value, label: t(`settings.currency.options.${value}`) }));
  return (
    <>
      <FormError message={error} />
      <SegmentedChoice legend={t('settings.currency.legend')} options={options} value={chosen ?? (isDinerCurrency(moneyId) ? moneyId : 'XOF')} onChange={(next) => void choose(next)} />
    </>
  );
}
