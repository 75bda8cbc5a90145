import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { SelectField, type SelectOption } from '@/components/ui/form/select-field';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { ZCreateHelpRequest, type TCreateHelpRequest, type TCreateHelpRequestInput } from '@/contracts/help-contract';
import { HELP_MESSAGE_MAX_LENGTH, HELP_MESSAGE_MIN_LENGTH, HELP_TOPICS } from '@/contracts/help-limits';
import { useCreateHelpRequest } from '../api/create-help-request';
import { FormActions, StackForm } from './help-styles';
import { useHelpFieldErrors } from './use-help-field-errors';
import { theme } from '@/styles/theme';

const Sent = styled.p`
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radius.md};
  background: ${theme.color.accentSoft};
  color: ${theme.color.accent};
  font-weight: ${theme.fontWeight.medium};
`;

/** Most questions from this form are about the booking itself: that topic comes first. */
const EMPTY: TCreateHelpRequestInput = { reservationId: '', topic: 'reservations', message: '' };
/** An unpicked select is "nothing chosen" for the schema, not an empty id. */
const orUndefined = (value: string) => value || undefined;

interface THelpRequestFormProps {
  /** The diner's bookings the request may be about (value: reservation id). */
  bookings: readonly SelectOption[];
}

/** Ask the team about one of the diner's bookings; the request then shows in "My requests". */
export function HelpRequestForm({ bookings }: THelpRequestFormProps) {
  const { t } = useTranslation('help');
  const createRequest = useCreateHelpRequest();
  const [isSent, setIsSent] = useState(false);
  const fieldError = useHelpFieldErrors();
  const apiError = useApiErrorText('help');
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<TCreateHelpRequestInput, unknown, TCreateHelpRequest>({
    resolver: zodResolver(ZCreateHelpRequest),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (values) => {
    setIsSent(false);
    try {
      await createRequest.mutateAsync(values);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    reset(EMPTY);
    setIsSent(true);
  });

  const errors = formState.errors;
  const topics = HELP_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }));
  return (
    <StackForm onSubmit={onSubmit} noValidate aria-label={t('center.askTitle')} data-testid="help-request-form">
      <div role="status">{isSent && <Sent>{t('center.sent')}</Sent>}</div>
      <FormError message={errors.root?.server?.message} />
      <SelectField
        label={t('center.booking')}
        placeholder={t('center.bookingPlaceholder')}
        options={bookings}
        error={errors.reservationId ? t('center.pickBooking') : undefined}
        {...register('reservationId', { setValueAs: orUndefined })}
      />
      <SelectField label={t('center.topic')} options={topics} error={fieldError(errors.topic)} {...register('topic')} />
      <TextAreaField
        label={t('center.message')}
        hint={t('center.messageHint', { min: HELP_MESSAGE_MIN_LENGTH })}
        rows={5}
        maxLength={HELP_MESSAGE_MAX_LENGTH}
        error={fieldError(errors.message, 'text', { minLength: HELP_MESSAGE_MIN_LENGTH, value: watch('message') })}
        {...register('message')}
      />
      <FormActions>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('center.submit')}
        </Button>
      </FormActions>
    </StackForm>
  );
}
