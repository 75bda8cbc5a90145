import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ZLoginRequest, type TLoginRequest } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useLogin } from '../api/login';
import { useUserCheck } from '../hooks/use-user-check';
import { AuthFooter, AuthForm, EndAligned } from './auth-form-styles';
import { AuthSwitchLink, type AuthFormMode } from './auth-switch-link';
import { ProviderSignIn } from './provider-sign-in';

interface LoginFormProps {
  mode: AuthFormMode;
  /** Runs after the session is stored and before the post-login user check (close the modal, leave the page). */
  onLoggedIn?: () => void;
}

/** E-mail and password sign-in, shared by the LOGIN modal and the /login and /signin pages. */
export function LoginForm({ mode, onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const runUserCheck = useUserCheck();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('auth');
  const { register, handleSubmit, setError, formState } = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    showToast({ kind: 'success', text: t('login.success') });
    onLoggedIn?.();
    void runUserCheck();
  });

  return (
    <>
      <ProviderSignIn onSignedIn={onLoggedIn} />
      <AuthForm onSubmit={onSubmit} noValidate>
        <FormError message={formState.errors.root?.server?.message} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoCapitalize="off" spellCheck={false} error={fieldError(formState.errors.email, 'email')} {...register('email')} />
        <PasswordField label={t('fields.password')} autoComplete="current-password" error={fieldError(formState.errors.password)} {...register('password')} />
        <EndAligned>
          <AuthSwitchLink mode={mode} target="forgot">
            {t('login.forgot')}
          </AuthSwitchLink>
        </EndAligned>
        <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
        <AuthFooter>
          <span>{t('login.noAccount')}</span>
          <AuthSwitchLink mode={mode} target="signUp">
            {t('login.toSignUp')}
          </AuthSwitchLink>
        </AuthFooter>
      </AuthForm>
    </>
  );
}
