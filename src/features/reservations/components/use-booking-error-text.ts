import { useTranslation } from '@/lib/i18n/use-translation';
import { isAppError } from '@/lib/errors/app-error';

/** An API failure as one translated sentence: `errors.<code>` when known, else a generic one. */
export function useBookingErrorText() {
  const { t, i18n } = useTranslation(['reservations', 'common']);
  return (error: unknown): string => {
    const code = isAppError(error) ? error.code : 'internal';
    return i18n.exists(`common:errors.${code}`) ? t(`common:errors.${code}`) : t('reservations:errors.generic');
  };
}

export const errorCode = (error: unknown): string | null => (isAppError(error) ? error.code : null);
