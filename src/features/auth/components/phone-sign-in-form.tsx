import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { toE164 } from '@/contracts/phone-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { usePhoneText } from '@/components/ui/form/use-phone-text';
import type { ConfirmPhoneCode } from '../lib/firebase-sign-in';
import type { FirebaseSignInConfig } from '../model/firebase-sign-in-config';
import { AuthForm } from './auth-form-styles';

const CODE_PATTERN = /^\d{6}$/;

interface PhoneSignInFormProps {
  config: FirebaseSignInConfig;
  finish: (provider: 'phone', token: string) => Promise<void>;
  errorText: (error: unknown) => string | null;
}

/** The number, then the texted code (Firebase `signInWithPhoneNumber` behind an invisible reCAPTCHA). */
export function PhoneSignInForm({ config, finish, errorText }: PhoneSignInFormProps) {
  const { t, i18n } = useTranslation('auth');
  const phoneText = usePhoneText(null);
  const recaptchaHost = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [confirmCode, setConfirmCode] = useState<ConfirmPhoneCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (step: () => Promise<void>) => {
    setError(null);
    setBusy(true);
    try {
      await step();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const number = toE164(phone);
    if (!number) return setError(phoneText.invalid);
    void run(async () => {
      const { sendPhoneCode } = await import('../lib/firebase-sign-in');
      const confirm = await sendPhoneCode(config, i18n.language, number, recaptchaHost.current!);
      setConfirmCode(() => confirm);
    });
  };

  const checkCode = (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code.trim())) return setError(t('providers.codeInvalid'));
    void run(async () => finish('phone', await confirmCode!(code.trim())));
  };

  if (confirmCode) {
    return (
      <AuthForm onSubmit={checkCode} noValidate>
        <FormError message={error} />
        <TextField
          label={t('providers.code')}
          hint={t('providers.codeSent', { phone })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth isLoading={busy}>
          {t('providers.confirmCode')}
        </Button>
      </AuthForm>
    );
  }
  return (
    <AuthForm onSubmit={sendCode} noValidate>
      <FormError message={error} />
      <TextField label={t('providers.phoneNumber')} hint={phoneText.hint} type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <Button type="submit" size="lg" fullWidth isLoading={busy}>
        {t('providers.sendCode')}
      </Button>
      <div ref={recaptchaHost} />
    </AuthForm>
  );
}
