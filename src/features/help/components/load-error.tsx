import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';

/** A query that failed: what could not be loaded, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('help');
  return (
    <>
      <FormError message={message} />
      <Button variant="secondary" onClick={onRetry}>
        {t('questions.retry')}
      </Button>
    </>
  );
}
