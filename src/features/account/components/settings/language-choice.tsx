import { useState } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import { USER_LANGUAGES, type TUserLanguage } from '@/contracts/account-contract';
import { FormError } from '@/components/ui/form/form-error';
import { SegmentedChoice } from '@/components/ui/form/segmented-choice';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { writeLocaleCookie } from '@/lib/i18n/locale-cookie';
import { useUpdateMe } from '../../api/update-me';

/** Saves the language on the account, then shows this page in it (the path stays, the locale changes). */
export function LanguageChoice({ language }: { language: TUserLanguage }) {
  const { t } = useTranslation(['account', 'common']);
  const router = useRouter();
  const updateMe = useUpdateMe();
  const apiError = useApiErrorText('account');
  const [error, setError] = useState<string | null>(null);
  // Shown chosen at once; back to the saved language if the server refuses it.
  const [chosen, setChosen] = useState<TUserLanguage | null>(null);

  const choose = async (next: TUserLanguage) => {
    setError(null);
    setChosen(next);
    try {
      await updateMe.mutateAsync({ settings: { language: next } });
    } catch (failure) {
      setChosen(null);
      setError(apiError(failure));
      return;
    }
    writeLocaleCookie(next);
    if (next !== router.locale) await router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: next, scroll: false });
  };

  // Each language is named in itself, so a diner who cannot read the current one finds theirs.
  const options = USER_LANGUAGES.map((value) => ({ value, label: t(`common:language.switchTo.${value}`) }));
  return (
    <>
      <FormError message={error} />
      <SegmentedChoice legend={t('settings.language.legend')} options={options} value={chosen ?? language} onChange={(next) => void choose(next)} />
    </>
  );
}
