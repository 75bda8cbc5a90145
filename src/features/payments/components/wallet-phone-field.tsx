import { useTranslation } from '@/lib/i18n/use-translation';
import { TextField } from '@/components/ui/form/text-field';
import { usePhoneText } from '@/components/ui/form/use-phone-text';

interface WalletPhoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  country: string;
}

/** The wallet's number, prefilled with the diner's own: the confirmation request goes to that phone. */
export function WalletPhoneField({ value, onChange, error, country }: WalletPhoneFieldProps) {
  const { t } = useTranslation('payments');
  const phoneText = usePhoneText(country);
  return (
    <TextField
      label={t('phone.label')}
      hint={phoneText.hint}
      error={error ?? undefined}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
