import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TCreateReportRequest, TReport } from '@/contracts/report-contract';
import { REPORT_DETAILS_MAX_LENGTH, REPORT_REASONS, type TReportReason } from '@/contracts/social-limits';
import { useCreateReport } from '../api/create-report';
import type { TReportModalData } from '../model/report-modal-data';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Reasons = styled.fieldset`
  display: grid;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  border: 0;
  legend { font-weight: ${theme.fontWeight.bold}; margin-block-end: ${theme.space.xs}; }
  label { display: flex; align-items: center; gap: ${theme.space.sm}; min-block-size: 44px; cursor: pointer; }
  input { inline-size: 20px; block-size: 20px; accent-color: ${theme.color.brand}; }
`;

const Error = styled.p`
  color: ${theme.color.danger};
  font-size: ${theme.fontSize.sm};
`;

/** A reason from the fixed list, and optionally what the moderators should know. */
export function ReportForm({ target, onReported }: { target: TReportModalData; onReported: (report: TReport) => void }) {
  const { t } = useTranslation('reports');
  const report = useCreateReport();
  const apiError = useApiErrorText('reports');
  const { register, handleSubmit, setError, formState } = useForm<{ reason: TReportReason | ''; details: string }>({ defaultValues: { reason: '', details: '' } });

  const onSubmit = handleSubmit(async ({ reason, details }) => {
    if (!reason) return;
    try {
      // The target type and id were checked together when the view opened (readReportModalData).
      const request = { targetType: target.targetType, targetId: target.targetId, reason, details: details.trim() || null } as TCreateReportRequest;
      onReported(await report.mutateAsync(request));
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <Reasons aria-describedby={formState.errors.reason ? 'report-reason-error' : undefined}>
        <legend>{t('reason')}</legend>
        {REPORT_REASONS.map((reason) => (
          <label key={reason}>
            <input type="radio" value={reason} {...register('reason', { required: true })} />
            {t(`reasons.${reason}`)}
          </label>
        ))}
        {formState.errors.reason && <Error id="report-reason-error">{t('reasonRequired')}</Error>}
      </Reasons>
      <TextAreaField label={t('details')} hint={t('detailsHint')} maxLength={REPORT_DETAILS_MAX_LENGTH} rows={3} {...register('details')} />
      <Button type="submit" variant="danger" isLoading={formState.isSubmitting}>
        {t('submit')}
      </Button>
    </Form>
  );
}
