import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ZSignUpRequest, type TSignUpRequest, type TUserLanguage } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { useSignUp } from '../api/sign-up';
import { AuthFooter, AuthForm, NameRow } from './auth-form-styles';
import { AuthSwitchLink, type AuthFormMode } from './auth-switch-link';
import { ProviderSignIn } from './provider-sign-in';
import { SignUpSent } from './sign-up-sent';

/** An empty optional field means "not given", which the schema expects as undefined. */
const emptyAsUndefined = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * Once sent, the form gives way to "check your mailbox": the answer never says whether the address
 * had an account. `onSignedIn` runs after signing in with Google or a phone number instead.
 */
export function SignUpForm({ mode, onSignedIn }: { mode: AuthFormMode; onSignedIn?: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
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
      setSentTo(values.email);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });

  if (sentTo) return <SignUpSent email={sentTo} mode={mode} />;
  const optional = ` ${tc('auth.form.optional')}`;
  return (
    <>
      <ProviderSignIn onSignedIn={onSignedIn} />
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
    </>
  );
}
