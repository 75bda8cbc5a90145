import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { ZPersonName, type TMe } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useUpdateMe } from '../../api/update-me';
import { TwoColumns } from '@/components/ui/form/two-columns';
import { Actions, StackForm } from './settings-styles';

const ZProfile = z.object({ firstName: ZPersonName, lastName: ZPersonName });
type TProfile = z.infer<typeof ZProfile>;

/** First and last name, as restaurants see them on a booking. */
export function ProfileForm({ me }: { me: TMe }) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('account');
  const { register, handleSubmit, setError, reset, formState } = useForm<TProfile>({
    resolver: zodResolver(ZProfile),
    defaultValues: { firstName: me.firstName ?? '', lastName: me.lastName ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await updateMe.mutateAsync(values);
      reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
      showToast({ kind: 'success', text: t('settings.profile.saved') });
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });
  return (
    <StackForm onSubmit={onSubmit} noValidate aria-label={t('settings.profile.title')}>
      <FormError message={formState.errors.root?.server?.message} />
      <TwoColumns>
        <TextField label={t('settings.profile.firstName')} autoComplete="given-name" error={fieldError(formState.errors.firstName)} {...register('firstName')} />
        <TextField label={t('settings.profile.lastName')} autoComplete="family-name" error={fieldError(formState.errors.lastName)} {...register('lastName')} />
      </TwoColumns>
      <Actions>
        <Button type="submit" isLoading={formState.isSubmitting} disabled={!formState.isDirty}>
          {t('settings.profile.save')}
        </Button>
      </Actions>
    </StackForm>
  );
}
