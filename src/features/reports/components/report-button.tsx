import { useTranslation } from '@/lib/i18n/use-translation';
import { Button } from '@/components/ui/button';
import { openModal } from '@/lib/ui-state/ui-store';
import type { TReportModalData } from '../model/report-modal-data';

/** "Report": opens the REPORT view about one review, message or restaurant. */
export function ReportButton({ target, label }: { target: TReportModalData; label: string }) {
  const { t } = useTranslation('reports');
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={() => openModal('REPORT', target)} data-testid="report-button">
      {t('action')}
    </Button>
  );
}
