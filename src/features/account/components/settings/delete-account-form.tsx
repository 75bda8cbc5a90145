import { useId, useState } from 'react';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ZDeleteAccountRequest, type TDeleteAccountRequest } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { PasswordField } from '@/components/ui/form/password-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { isAppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';
import { useDeleteAccount } from '../../api/delete-account';
import { Actions, StackForm, StatusNote } from './settings-styles';

const WRONG_PASSWORD_STATUS = 403;

/** Deleting is a second step: the button opens the confirmation, which asks for the password. */
export function DeleteAccountForm() {
  const { t } = useTranslation('account');
  const router = useRouter();
  const panelId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const deleteAccount = useDeleteAccount();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('account');
  const { register, handleSubmit, setError, reset, formState } = useForm<TDeleteAccountRequest>({
    resolver: zodResolver(ZDeleteAccountRequest),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      const wrongPassword = isAppError(error) && error.statusCode === WRONG_PASSWORD_STATUS;
      setError(wrongPassword ? 'password' : 'root.server', { type: 'server', message: wrongPassword ? t('settings.delete.wrongPassword') : apiError(error) }, { shouldFocus: wrongPassword });
      return;
    }
    showToast({ kind: 'info', text: t('settings.delete.done') });
    await router.replace('/');
  });

  const cancel = () => {
    reset();
    setIsConfirming(false);
  };

  if (!isConfirming)
    return (
      <Actions>
        <Button variant="danger" aria-expanded={false} aria-controls={panelId} onClick={() => setIsConfirming(true)}>
          {t('settings.delete.open')}
        </Button>
      </Actions>
    );
  return (
    <StackForm id={panelId} role="group" onSubmit={onSubmit} noValidate aria-label={t('settings.delete.confirmTitle')}>
      <StatusNote>{t('settings.delete.warning')}</StatusNote>
      <FormError message={formState.errors.root?.server?.message} />
      {/* The field takes focus: the confirmation is where the diner now is. */}
      <PasswordField label={t('settings.delete.password')} autoComplete="current-password" autoFocus error={fieldError(formState.errors.password, 'password')} {...register('password')} />
      <Actions>
        <Button variant="ghost" onClick={cancel}>
          {t('settings.delete.cancel')}
        </Button>
        <Button type="submit" variant="danger" isLoading={formState.isSubmitting}>
          {t('settings.delete.confirm')}
        </Button>
      </Actions>
    </StackForm>
  );
}
