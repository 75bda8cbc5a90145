import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ZChangeEmailRequest, type TChangeEmailRequest, type TMe } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { isAppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';
import { useChangeEmail } from '../../api/change-email';
import { Actions, StackForm, StatusNote, Value } from './settings-styles';

const FIELD_ERRORS = new Set(['email_taken', 'email_unchanged']);

/** The current address, a change waiting for its link, and the field to ask for another one. */
export function EmailForm({ me }: { me: TMe }) {
  const { t } = useTranslation('account');
  const changeEmail = useChangeEmail();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('account');
  const { register, handleSubmit, setError, reset, formState } = useForm<TChangeEmailRequest>({
    resolver: zodResolver(ZChangeEmailRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await changeEmail.mutateAsync(values);
    } catch (error) {
      const onField = isAppError(error) && FIELD_ERRORS.has(String(error.code));
      setError(onField ? 'email' : 'root.server', { type: 'server', message: apiError(error) }, { shouldFocus: onField });
      return;
    }
    reset();
    showToast({ kind: 'success', text: t('settings.email.sent', { email: values.email }) });
  });
  return (
    <StackForm onSubmit={onSubmit} noValidate aria-label={t('settings.email.title')}>
      <Value>{me.email}</Value>
      {me.pendingEmail && <StatusNote role="status">{t('settings.email.pending', { email: me.pendingEmail })}</StatusNote>}
      <FormError message={formState.errors.root?.server?.message} />
      <TextField
        label={t('settings.email.newEmail')}
        hint={t('settings.email.hint')}
        type="email"
        autoComplete="email"
        error={fieldError(formState.errors.email, 'email')}
        {...register('email')}
      />
      <Actions>
        <Button type="submit" variant="secondary" isLoading={formState.isSubmitting}>
          {t('settings.email.submit')}
        </Button>
      </Actions>
    </StackForm>
  );
}
