import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FieldError } from 'react-hook-form';
import { useFieldErrorText, type FieldKind } from '@/components/ui/form/use-error-text';

/** The shared field messages, except that a message too short says how long it must be rather than "required". */
export function useHelpFieldErrors() {
  const { t } = useTranslation('help');
  const fieldError = useFieldErrorText();
  return useCallback(
    (error: FieldError | undefined, kind: FieldKind = 'text', options: { minLength?: number; value?: string } = {}) => {
      if (error?.type === 'too_small' && options.minLength && options.value?.trim()) return t('validation.tooShort', { min: options.minLength });
      return fieldError(error, kind);
    },
    [t, fieldError],
  );
}
