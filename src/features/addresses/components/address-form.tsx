import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import { z } from 'zod';
import { ZCreateAddressRequest, type TAddress } from '@/contracts/address-contract';
import { PHONE_NUMBER_MAX_LENGTH, ZPhoneInput } from '@/contracts/phone-contract';
import type { TCity, TCountry } from '@/contracts/static-data-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { SelectField } from '@/components/ui/form/select-field';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { usePhoneText } from '@/components/ui/form/use-phone-text';
import { showToast } from '@/lib/toast/toast-store';
import { useCreateAddress } from '../api/create-address';
import { useUpdateAddress } from '../api/update-address';
import { AddressPinFields } from './address-pin-fields';
import { TwoColumns } from '@/components/ui/form/two-columns';
import { CheckboxRow } from '@/components/ui/form/checkbox-row';
import { FormActions, StackForm } from './address-styles';

/** A typed coordinate: empty, or a decimal number (a comma is read as the decimal point) within its range. */
const coordinate = (limit: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || (/^-?\d+([.,]\d+)?$/.test(value) && Math.abs(Number(value.replace(',', '.'))) <= limit))
    .transform((value) => (value === '' ? null : Number(value.replace(',', '.'))));

/**
 * The same schema as the API (DESIGN rule 4), but the phone stays as typed (it is read against the
 * city's country on submit) and the pin's coordinates are typed text; both of them or neither.
 */
const ZAddressForm = ZCreateAddressRequest.omit({ phone: true, latitude: true, longitude: true })
  .extend({ phone: z.string().max(PHONE_NUMBER_MAX_LENGTH), latitude: coordinate(90), longitude: coordinate(180) })
  .refine((values) => (values.latitude === null) === (values.longitude === null), { path: ['longitude'], message: 'both' });
type TAddressFormInput = z.input<typeof ZAddressForm>;
type TAddressFormValues = z.output<typeof ZAddressForm>;

interface AddressFormProps {
  address: TAddress | null;
  cities: readonly TCity[];
  /** The countries of the cities, for the phone number local to the address. */
  countries: readonly TCountry[];
  defaultCityId: number | null;
  /** Called with the saved address (the delivery modal picks the one just added). */
  onSaved: (address: TAddress) => void;
  onCancel?: () => void;
}

function toFormValues(address: TAddress | null, defaultCityId: number | null): TAddressFormInput {
  return {
    label: address?.label ?? '',
    line1: address?.line1 ?? '',
    line2: address?.line2 ?? '',
    district: address?.district ?? '',
    cityId: address?.cityId ?? defaultCityId ?? Number.NaN,
    phone: address?.phone ?? '',
    instructions: address?.instructions ?? '',
    landmark: address?.landmark ?? '',
    latitude: address?.latitude === null || address?.latitude === undefined ? '' : String(address.latitude),
    longitude: address?.longitude === null || address?.longitude === undefined ? '' : String(address.longitude),
    isDefault: address?.isDefault ?? false,
  };
}

/** The typed pin when both coordinates read as numbers, else the city's centre. */
function mapCenterOf(latitude: string, longitude: string, city: TCity | null) {
  const [lat, lng] = [latitude, longitude].map((text) => Number(text.trim().replace(',', '.')));
  if (latitude.trim() && longitude.trim() && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180) return { latitude: lat, longitude: lng };
  return city ? { latitude: city.latitude, longitude: city.longitude } : null;
}

/** Add or edit one delivery address. */
export function AddressForm({ address, cities, countries, defaultCityId, onSaved, onCancel }: AddressFormProps) {
  const { t } = useTranslation('addresses');
  const createAddress = useCreateAddress();
  const updateAddress = useUpdateAddress();
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('addresses');
  const { register, handleSubmit, setError, setValue, formState, watch } = useForm<TAddressFormInput, unknown, TAddressFormValues>({
    resolver: zodResolver(ZAddressForm),
    defaultValues: toFormValues(address, defaultCityId),
  });
  const countryOf = (cityId: number) => countries.find((country) => country.id === cities.find((city) => city.id === cityId)?.countryId)?.code;
  const phoneText = usePhoneText(countryOf(watch('cityId')));

  const onSubmit = handleSubmit(async (values) => {
    const phone = values.phone.trim() ? { country: countryOf(values.cityId), number: values.phone } : null;
    if (phone && !ZPhoneInput.safeParse(phone).success) {
      setError('phone', { type: 'invalid_format' });
      return;
    }
    const request = { ...values, phone };
    let saved: TAddress;
    try {
      saved = address ? await updateAddress.mutateAsync({ id: address.id, changes: request }) : await createAddress.mutateAsync(request);
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    showToast({ kind: 'success', text: t('form.saved') });
    onSaved(saved);
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
      <TextField label={t('form.landmark')} hint={t('form.landmarkHint')} autoComplete="off" error={fieldError(errors.landmark)} {...register('landmark')} />
      <AddressPinFields
        latitude={register('latitude')}
        longitude={register('longitude')}
        errors={errors}
        mapCenter={mapCenterOf(watch('latitude'), watch('longitude'), cities.find((city) => city.id === watch('cityId')) ?? null)}
        onLocated={(latitude, longitude) => {
          setValue('latitude', String(latitude), { shouldDirty: true });
          setValue('longitude', String(longitude), { shouldDirty: true });
        }}
      />
      <TextField label={t('form.phone')} hint={phoneText.hint} type="tel" inputMode="tel" autoComplete="tel" error={errors.phone?.type === 'invalid_format' ? phoneText.invalid : fieldError(errors.phone)} {...register('phone')} />
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
