import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { ZPersonName, type TMe } from '@/contracts/account-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { useUpdateMyNames } from '../api/update-my-names';
import { TwoColumns } from '@/components/ui/form/two-columns';
import { FormActions, StackForm } from './address-styles';

const ZNames = z.object({ firstName: ZPersonName, lastName: ZPersonName });
type TNames = z.infer<typeof ZNames>;

/** The first step of the address book when the profile has no name yet (missing-user-info). */
export function NamesForm({ me }: { me: TMe | null | undefined }) {
  const { t } = useTranslation('addresses');
  const updateNames = useUpdateMyNames();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('addresses');
  const { register, handleSubmit, setError, formState } = useForm<TNames>({
    resolver: zodResolver(ZNames),
    defaultValues: { firstName: me?.firstName ?? '', lastName: me?.lastName ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateNames.mutateAsync(values);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });
  return (
    <StackForm onSubmit={onSubmit} noValidate aria-labelledby="names-title">
      <h3 id="names-title">{t('names.title')}</h3>
      <p>{t('names.subtitle')}</p>
      <FormError message={formState.errors.root?.server?.message} />
      <TwoColumns>
        <TextField label={t('names.firstName')} autoComplete="given-name" error={fieldError(formState.errors.firstName)} {...register('firstName')} />
        <TextField label={t('names.lastName')} autoComplete="family-name" error={fieldError(formState.errors.lastName)} {...register('lastName')} />
      </TwoColumns>
      <FormActions>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('names.submit')}
        </Button>
      </FormActions>
    </StackForm>
  );
}
