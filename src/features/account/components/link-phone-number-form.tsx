import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { ZPhoneInput } from '@/contracts/phone-contract';
import type { TPhoneCodeSent, TPhoneVerificationPurpose } from '@/contracts/phone-verification-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText, useFieldErrorText } from '@/components/ui/form/use-error-text';
import { usePhoneText } from '@/components/ui/form/use-phone-text';
import { useMe } from '@/lib/session/get-me';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { closeModal } from '@/lib/ui-state/ui-store';
import { sendPhoneCode } from '../api/phone-verification';
import { PhoneCodeForm } from './phone-code-form';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;

const FALLBACK_COUNTRY_CODE = 'CI';

interface PhoneFormValues {
  countryId: string;
  number: string;
}

/** SPEC §2/§8: the number, then the code texted to it; the number is the account's once the code is confirmed. */
export function LinkPhoneNumberForm({ purpose }: { purpose: TPhoneVerificationPurpose }) {
  const [sent, setSent] = useState<TPhoneCodeSent | null>(null);
  return sent ? <PhoneCodeForm sent={sent} purpose={purpose} onChangeNumber={() => setSent(null)} /> : <PhoneNumberStep purpose={purpose} onSent={setSent} />;
}

function PhoneNumberStep({ purpose, onSent }: { purpose: TPhoneVerificationPurpose; onSent: (sent: TPhoneCodeSent) => void }) {
  const { t, i18n } = useTranslation('account');
  const me = useMe().data;
  const staticData = useStaticData(i18n.language);
  const fieldError = useFieldErrorText();
  const apiError = useApiErrorText('account');
  const countries = useMemo(() => staticData.data?.countries ?? [], [staticData.data]);
  const defaultCountryId = String(me?.countryId ?? countries.find((c) => c.code === FALLBACK_COUNTRY_CODE)?.id ?? countries[0]?.id ?? '');
  const { register, handleSubmit, setError, formState, watch } = useForm<PhoneFormValues>({
    values: { countryId: defaultCountryId, number: '' },
    resetOptions: { keepDirtyValues: true },
  });
  const countryCodeOf = (countryId: string) => countries.find((c) => String(c.id) === countryId)?.code;
  const phoneText = usePhoneText(countryCodeOf(watch('countryId')));

  // The server reads the number with the same contract: a local one for the country, or an international one.
  const onSubmit = handleSubmit(async ({ countryId, number }) => {
    const phone = { country: countryCodeOf(countryId), number };
    if (!number.trim() || !ZPhoneInput.safeParse(phone).success) {
      setError('number', { type: number.trim() ? 'invalid_format' : 'too_small' });
      return;
    }
    try {
      onSent(await sendPhoneCode({ phone, purpose }));
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });

  const options = countries.map((c) => ({ value: String(c.id), label: t('phone.countryOption', { name: c.name, dialCode: c.dialCode }) }));
  return (
    <Form onSubmit={onSubmit} noValidate>
      <FormError message={formState.errors.root?.server?.message ?? (staticData.isError ? t('phone.loadError') : null)} />
      <SelectField label={t('phone.country')} options={options} autoComplete="tel-country-code" {...register('countryId')} />
      <TextField label={t('phone.number')} hint={phoneText.hint} type="tel" inputMode="tel" autoComplete="tel" error={formState.errors.number?.type === 'invalid_format' ? phoneText.invalid : fieldError(formState.errors.number)} {...register('number')} />
      <Actions>
        <Button variant="ghost" onClick={closeModal}>
          {t('phone.later')}
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('phone.sendCode')}
        </Button>
      </Actions>
    </Form>
  );
}
