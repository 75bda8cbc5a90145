import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { PASSWORD_MIN_LENGTH, ZNewPassword } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { PasswordField } from '@/components/ui/form/password-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useResetPassword } from '../api/reset-password';
import { AuthForm } from './auth-form-styles';

const ZResetPasswordForm = z.object({ password: ZNewPassword });
type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** The second half of "forgot password": the e-mailed token plus a new password. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const resetPassword = useResetPassword();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('auth');
  const { register, handleSubmit, setError, formState } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ token, password });
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    showToast({ kind: 'success', text: t('reset.success') });
    onDone();
  });

  return (
    <AuthForm onSubmit={onSubmit} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError(formState.errors.password, 'password', PASSWORD_MIN_LENGTH)}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting}>
        {t('reset.submit')}
      </Button>
    </AuthForm>
  );
}
