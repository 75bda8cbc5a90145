import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'next-i18next/pages';
import { ZCreateAddressRequest, type TAddress, type TCreateAddressInput, type TCreateAddressRequest } from '@/contracts/address-contract';
import type { TCity } from '@/contracts/static-data-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { SelectField } from '@/components/ui/form/select-field';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { showToast } from '@/lib/toast/toast-store';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { CheckboxRow, FormActions, StackForm, TwoColumns } from './address-styles';

interface AddressFormProps {
  address: TAddress | null;
  cities: readonly TCity[];
  defaultCityId: number | null;
  onSaved: () => void;
  onCancel?: () => void;
}

function toFormValues(address: TAddress | null, defaultCityId: number | null): TCreateAddressInput {
  return {
    label: address?.label ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    district: address?.district ?? '',
    cityId: address?.cityId ?? defaultCityId ?? Number.NaN,
    phone: address?.phone ?? '',
    instructions: address?.instructions ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** Add or edit one delivery address; the same schema as the API (DESIGN rule 4). */
export function AddressForm({ address, cities, defaultCityId, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('addresses');
  const { register, handleSubmit, setError, formState } = useForm<TCreateAddressInput, unknown, TCreateAddressRequest>({
    resolver: zodResolver(ZCreateAddressRequest),
    defaultValues: toFormValues(address, defaultCityId),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (address) await updateAddress.mutateAsync({ id: address.id, changes: values });
      else await createAddress.mutateAsync(values);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    showToast({ kind: 'success', text: t('form.saved') });
    onSaved();
  });

  const errors = formState.errors;
  const cityOptions = cities.map((city) => ({ value: String(city.id), label: city.name }));
  return (
    <StackForm onSubmit={onSubmit} noValidate aria-labelledby="address-form-title">
      <h3 id="address-form-title">{t(address ? 'form.editTitle' : 'form.addTitle')}</h3>
      <FormError message={errors.root?.server?.message} />
      <TwoColumns>
        <TextField label={t('form.label')} hint={t('form.labelHint')} autoComplete="off" error={fieldError(errors.label)} {...register('label')} />
        <SelectField label={t('form.city')} placeholder={t('form.cityPlaceholder')} options={cityOptions} error={fieldError(errors.cityId)} {...register('cityId', { valueAsNumber: true })} />
      </TwoColumns>
      <TextField label={t('form.line1')} autoComplete="address-line1" error={fieldError(errors.line1)} {...register('line1')} />
      <TwoColumns>
        <TextField label={t('form.line2')} autoComplete="address-line2" error={fieldError(errors.line2)} {...register('line2')} />
        <TextField label={t('form.district')} autoComplete="address-level3" error={fieldError(errors.district)} {...register('district')} />
      </TwoColumns>
      <TextField label={t('form.phone')} hint={t('form.phoneHint')} type="tel" inputMode="tel" autoComplete="tel" error={fieldError(errors.phone, 'phone')} {...register('phone')} />
      <TextAreaField label={t('form.instructions')} hint={t('form.instructionsHint')} rows={3} error={fieldError(errors.instructions)} {...register('instructions')} />
      <CheckboxRow>
        <input type="checkbox" {...register('isDefault')} />
        <span>{t('form.isDefault')}</span>
      </CheckboxRow>
      <FormActions>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        )}
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('form.save')}
        </Button>
      </FormActions>
    </StackForm>
  );
}
