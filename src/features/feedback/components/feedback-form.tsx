import { useRouter } from 'next/router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { ZUpdateFeedbackRequest, type TMyFeedback } from '@/contracts/feedback-contract';
import { overallRating } from '@/contracts/feedback-rating';
import { FEEDBACK_COMMENT_MAX_LENGTH, FEEDBACK_COMMENT_MIN_LENGTH } from '@/contracts/social-limits';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { useSaveFeedback, type TFeedbackDraft } from '../api/save-feedback';
import { pickCriteria } from '../model/feedback-criteria';
import { StarRatingField } from './star-rating-field';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Overall = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

type FormValues = z.input<typeof ZUpdateFeedbackRequest>;

interface Props {
  reservationId: string;
  existing: TMyFeedback | null;
  onSaved: (feedback: TMyFeedback) => void;
}

/** Food, service, ambiance and value (named by the static data's feedback types), then the words. */
export function FeedbackForm({ reservationId, existing, onSaved }: Props) {
  const { t } = useTranslation('feedback');
  const { locale = 'fr' } = useRouter();
  const criteria = pickCriteria(useStaticData(locale).data?.feedbackTypes ?? []);
  const save = useSaveFeedback(reservationId, existing?.id ?? null);
  const apiError = useApiErrorText('feedback');
  const { control, register, handleSubmit, watch, setError, formState } = useForm<FormValues, unknown, TFeedbackDraft>({
    resolver: zodResolver(ZUpdateFeedbackRequest),
    defaultValues: existing ? { ratings: existing.ratings, comment: existing.comment } : { comment: '' },
  });
  const ratings = watch('ratings');
  const isComplete = criteria.every(({ slug }) => typeof ratings?.[slug] === 'number');

  const onSubmit = handleSubmit(async (draft) => {
    try {
      onSaved(await save.mutateAsync(draft));
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('formLabel')}>
      <FormError message={formState.errors.root?.server?.message} />
      {criteria.map(({ slug, name }) => (
        <Controller
          key={slug}
          control={control}
          name={`ratings.${slug}`}
          render={({ field, fieldState }) => (
            <StarRatingField label={name ?? t(`criteria.${slug}`)} name={slug} value={field.value} onChange={field.onChange} error={fieldState.error || (formState.errors.ratings && !field.value) ? t('ratingRequired') : undefined} />
          )}
        />
      ))}
      {isComplete && <Overall>{t('overall', { count: overallRating(ratings as Record<string, number>) })}</Overall>}
      <TextAreaField
        label={t('comment')}
        hint={t('commentHint', { min: FEEDBACK_COMMENT_MIN_LENGTH, max: FEEDBACK_COMMENT_MAX_LENGTH })}
        maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
        rows={4}
        error={formState.errors.comment ? t('commentInvalid', { min: FEEDBACK_COMMENT_MIN_LENGTH }) : undefined}
        {...register('comment')}
      />
      <Button type="submit" isLoading={formState.isSubmitting}>
        {existing ? t('update') : t('submit')}
      </Button>
    </Form>
  );
}
