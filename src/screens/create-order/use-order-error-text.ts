import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { ORDER_PROBLEM_CODES, type TOrderProblemCode } from '@/contracts/order-limits';
import { isAppError } from '@/lib/errors/app-error';

const isProblemCode = (code: unknown): code is TOrderProblemCode => ORDER_PROBLEM_CODES.includes(code as TOrderProblemCode);

/** A failed order call in the diner's words: 422 `order_invalid` names each problem the server found. */
export function useOrderErrorText() {
  const { t } = useTranslation('ordering');
  const apiError = useApiErrorText('ordering');
  return useCallback(
    (error: unknown): string => {
      const problems = isAppError(error) ? (error.details as { problems?: { code?: unknown }[] } | undefined)?.problems : undefined;
      const codes = (problems ?? []).map((problem) => problem.code).filter(isProblemCode);
      if (codes.length === 0) return apiError(error);
      return [apiError(error), ...codes.map((code) => t(`problems.${code}`))].join(' ');
    },
    [apiError, t],
  );
}
