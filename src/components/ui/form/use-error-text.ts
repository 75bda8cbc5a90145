import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { FieldError } from 'react-hook-form';
import { isAppError } from '@/lib/errors/app-error';

export type FieldKind = 'text' | 'email' | 'password';

/** Turns a schema issue (react-hook-form's `type` is the zod issue code) into a translated sentence. */
export function useFieldErrorText() {
  const { t } = useTranslation('common');
  return useCallback(
    (error: FieldError | undefined, kind: FieldKind = 'text', minLength?: number): string | undefined => {
      if (!error) return undefined;
      switch (error.type) {
        case 'too_small':
          return kind === 'password' && minLength ? t('auth.validation.passwordMin', { min: minLength }) : t('auth.validation.required');
        case 'too_big':
          return t('auth.validation.tooLong');
        case 'invalid_type':
          return t('auth.validation.required');
        case 'invalid_format':
        case 'invalid_union':
          if (kind === 'email') return t('auth.validation.email');
          return t('auth.validation.invalid');
        default:
          return error.message && error.type === 'server' ? error.message : t('auth.validation.invalid');
      }
    },
    [t],
  );
}

/** An API error in the diner's language: the feature's own `errors.<code>` first, then the common ones. */
export function useApiErrorText(namespace?: string) {
  const { t, i18n } = useTranslation(namespace ? [namespace, 'common'] : 'common');
  return useCallback(
    (error: unknown): string => {
      if (!isAppError(error)) return t('common:errors.internal');
      const code = String(error.code);
      if (namespace && i18n.exists(`${namespace}:errors.${code}`)) return t(`${namespace}:errors.${code}`);
      if (i18n.exists(`common:errors.${code}`)) return t(`common:errors.${code}`);
      return error.message;
    },
    [t, i18n, namespace],
  );
}
