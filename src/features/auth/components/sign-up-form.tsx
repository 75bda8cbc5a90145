import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'next-i18next/pages';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ZSignUpRequest, type TSignUpRequest, type TUserLanguage } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useSignUp } from '../api/sign-up';
import { useUserCheck } from '../hooks/use-user-check';
import { AuthFooter, AuthForm, NameRow } from './auth-form-styles';
import { AuthSwitchLink, type AuthFormMode } from './auth-switch-link';

/** An empty optional field means "not given", which the schema expects as undefined. */
const emptyAsUndefined = (value: string) => (value.trim() === '' ? undefined : value);

interface SignUpFormProps {
  mode: AuthFormMode;
  onSignedUp?: () => void;
}

export function SignUpForm({ mode, onSignedUp }: SignUpFormProps) {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const signUp = useSignUp();
  const runUserCheck = useUserCheck();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('auth');
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof ZSignUpRequest>, unknown, TSignUpRequest>({
    resolver: zodResolver(ZSignUpRequest),
    defaultValues: { email: '', password: '', firstName: '', lastName: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const language: TUserLanguage = i18n.language === 'en' ? 'en' : 'fr';
    try {
      await signUp.mutateAsync({ ...values, language });
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    showToast({ kind: 'success', text: t('signUp.success') });
    onSignedUp?.();
    void runUserCheck();
  });

  const optional = ` ${tc('auth.form.optional')}`;
  return (
    <AuthForm onSubmit={onSubmit} noValidate>
      <FormError message={formState.errors.root?.server?.message} />
      <NameRow>
        <TextField label={t('fields.firstName') + optional} autoComplete="given-name" error={fieldError(formState.errors.firstName)} {...register('firstName', { setValueAs: emptyAsUndefined })} />
        <TextField label={t('fields.lastName') + optional} autoComplete="family-name" error={fieldError(formState.errors.lastName)} {...register('lastName', { setValueAs: emptyAsUndefined })} />
      </NameRow>
      <TextField label={t('fields.email')} type="email" autoComplete="email" inputMode="email" autoCapitalize="off" spellCheck={false} error={fieldError(formState.errors.email, 'email')} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        error={fieldError(formState.errors.password, 'password', PASSWORD_MIN_LENGTH)}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth isLoading={formState.isSubmitting}>
        {t('signUp.submit')}
      </Button>
      <AuthFooter>
        <span>{t('signUp.hasAccount')}</span>
        <AuthSwitchLink mode={mode} target="login">
          {t('signUp.toLogin')}
        </AuthSwitchLink>
      </AuthFooter>
    </AuthForm>
  );
}
