import { useEffect } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { registerErrorTranslator } from '@/lib/api-client/error-toast';

/** Lets the fetch client toast `errors.<code>` in the diner's language instead of the raw message. */
export function useErrorTranslator() {
  const { t, i18n } = useTranslation('common');
  useEffect(() => {
    registerErrorTranslator((code) => (i18n.exists(`common:errors.${code}`) ? t(`errors.${code}`) : undefined));
    return () => registerErrorTranslator(null);
  }, [t, i18n]);
}
