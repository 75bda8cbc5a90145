import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PASSWORD_MIN_LENGTH, ZChangePasswordRequest, type TChangePasswordRequest } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { PasswordField } from '@/components/ui/form/password-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { isAppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';
import { useChangePassword } from '../api/change-password';
import { AuthForm } from './auth-form-styles';

const WRONG_CURRENT_PASSWORD_STATUS = 403;

/** /my-account/change-password: the current password, then the new one; other devices are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const changePassword = useChangePassword();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('auth');
  const { register, handleSubmit, setError, reset, formState } = useForm<TChangePasswordRequest>({
    resolver: zodResolver(ZChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await changePassword.mutateAsync(input);
    } catch (error) {
      if (isAppError(error) && error.statusCode === WRONG_CURRENT_PASSWORD_STATUS) {
        setError('currentPassword', { type: 'server', message: t('change.wrongCurrent') }, { shouldFocus: true });
      } else {
        setError('root.server', { type: 'server', message: apiError(error) });
      }
      return;
    }
    reset();
    showToast({ kind: 'success', text: t('change.success') });
  });

  return (
    <AuthForm onSubmit={onSubmit} noValidate aria-label={t('change.title')}>
      <FormError message={formState.errors.root?.server?.message} />
      <PasswordField
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        error={fieldError(formState.errors.currentPassword, 'password')}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError(formState.errors.newPassword, 'password', PASSWORD_MIN_LENGTH)}
        {...register('newPassword')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting}>
        {t('change.submit')}
      </Button>
    </AuthForm>
  );
}
