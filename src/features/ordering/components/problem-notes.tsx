import { useTranslation } from '@/lib/i18n/use-translation';
import type { TOrderProblem } from '@/contracts/order-contract';
import { Notice } from './ordering-styles';

/** The server's problems about one part of the order, in the diner's words, beside that part. */
export function ProblemNotes({ problems }: { problems: readonly TOrderProblem[] }) {
  const { t } = useTranslation('ordering');
  if (problems.length === 0) return null;
  return (
    <>
      {problems.map((problem) => (
        <Notice key={problem.code} $tone="danger" data-problem={problem.code}>
          {t(`problems.${problem.code}`, problem.details as Record<string, unknown> | undefined)}
        </Notice>
      ))}
    </>
  );
}
