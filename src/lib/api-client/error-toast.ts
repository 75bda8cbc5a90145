import type { AppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';

/** Returns the translated text for an error code, or nothing when no translation exists. */
export type TErrorTranslator = (code: string, error: AppError) => string | null | undefined;

let translateError: TErrorTranslator | null = null;

/** Registered once by the app shell when i18n is ready; the client itself stays React-free. */
export function registerErrorTranslator(translator: TErrorTranslator | null): void {
  translateError = translator;
}

export function describeError(error: AppError): string {
  return translateError?.(String(error.code), error) || error.message;
}

export function toastError(error: AppError): void {
  if (typeof window === 'undefined') return;
  showToast({ kind: 'error', text: describeError(error) });
}
