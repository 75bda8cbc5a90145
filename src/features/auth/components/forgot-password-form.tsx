import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ZForgotPasswordRequest, type TForgotPasswordRequest } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { useForgotPassword } from '../api/forgot-password';
import { AuthFooter, AuthForm, SuccessText } from './auth-form-styles';
import { AuthSwitchLink, type AuthFormMode } from './auth-switch-link';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm({ mode }: { mode: AuthFormMode }) {
  const { t } = useTranslation('auth');
  const forgotPassword = useForgotPassword();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<TForgotPasswordRequest>({
    resolver: zodResolver(ZForgotPasswordRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgotPassword.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });

  return (
    <AuthForm onSubmit={onSubmit} noValidate>
      <div role="status">{sentTo && <SuccessText>{t('forgot.sent', { email: sentTo })}</SuccessText>}</div>
      <FormError message={formState.errors.root?.server?.message} />
      {!sentTo && (
        <>
          <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoCapitalize="off" spellCheck={false} error={fieldError(formState.errors.email, 'email')} {...register('email')} />
          <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting}>
            {t('forgot.submit')}
          </Button>
        </>
      )}
      <AuthFooter>
        <AuthSwitchLink mode={mode} target="login">
          {t('forgot.backToLogin')}
        </AuthSwitchLink>
      </AuthFooter>
    </AuthForm>
  );
}
