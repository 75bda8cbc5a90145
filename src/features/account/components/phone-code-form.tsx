import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PHONE_CODE_RESEND_SECONDS, type TPhoneCodeSent, type TPhoneVerificationPurpose } from '@/contracts/phone-verification-contract';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { isAppError } from '@/lib/errors/app-error';
import { showToast } from '@/lib/toast/toast-store';
import { closeModal } from '@/lib/ui-state/ui-store';
import { sendPhoneCode, useConfirmPhoneCode } from '../api/phone-verification';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
`;

const Number = styled.span`
  font-weight: ${theme.fontWeight.bold};
  direction: ltr;
  unicode-bidi: isolate;
  white-space: nowrap;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

const Status = styled.p`
  color: ${theme.color.inkMuted};
`;

const inSeconds = (seconds: number) => Date.now() + seconds * 1000;

const retryAfterOf = (error: unknown) => {
  const seconds = isAppError(error) ? (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds : undefined;
  return typeof seconds === 'number' ? seconds : null;
};

const attemptsLeftOf = (error: unknown) => {
  const left = isAppError(error) && error.code === 'phone_code_wrong' ? (error.details as { attemptsLeft?: unknown } | undefined)?.attemptsLeft : undefined;
  return typeof left === 'number' ? left : null;
};

interface PhoneCodeFormProps {
  sent: TPhoneCodeSent;
  purpose: TPhoneVerificationPurpose;
  onChangeNumber: () => void;
}

/** SPEC §2/§8: the 6-digit code texted to the number; a new one can be asked for once the countdown is over. */
export function PhoneCodeForm({ sent, purpose, onChangeNumber }: PhoneCodeFormProps) {
  const { t } = useTranslation('account');
  const apiError = useApiErrorText('account');
  const confirm = useConfirmPhoneCode();
  const [resendAt, setResendAt] = useState(() => inSeconds(PHONE_CODE_RESEND_SECONDS));
  const [resending, setResending] = useState(false);
  const [resent, setResent] = useState(false);
  const secondsLeft = useSecondsUntil(resendAt);
  const { register, handleSubmit, setError, clearErrors, resetField, formState } = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setError('code', { type: 'server', message: t('phone.codeInvalid') });
      return;
    }
    try {
      await confirm.mutateAsync({ code: digits, purpose });
    } catch (error) {
      const attemptsLeft = attemptsLeftOf(error);
      if (attemptsLeft !== null) setError('code', { type: 'server', message: t('phone.codeWrong', { count: attemptsLeft }) });
      else setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    showToast({ kind: 'success', text: t('phone.verified') });
    closeModal();
  });

  const resend = async () => {
    setResending(true);
    setResent(false);
    clearErrors();
    try {
      await sendPhoneCode({ phone: sent.phone, purpose });
      setResendAt(inSeconds(PHONE_CODE_RESEND_SECONDS));
      setResent(true);
      resetField('code');
    } catch (error) {
      const retryAfter = retryAfterOf(error);
      if (retryAfter !== null) setResendAt(inSeconds(retryAfter));
      setError('root.server', { type: 'server', message: apiError(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate>
      <p>
        {t('phone.codeSentTo')} <Number>{sent.phone}</Number>
      </p>
      <FormError message={formState.errors.root?.server?.message ?? null} />
      <TextField
        label={t('phone.code')}
        hint={t('phone.codeHint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        autoFocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <Status role="status">{resent ? t('phone.resent') : ''}</Status>
      <Row>
        <Button variant="ghost" onClick={onChangeNumber}>
          {t('phone.changeNumber')}
        </Button>
        <Button variant="secondary" onClick={() => void resend()} disabled={secondsLeft > 0} isLoading={resending}>
          {secondsLeft > 0 ? t('phone.resendIn', { seconds: secondsLeft }) : t('phone.resend')}
        </Button>
      </Row>
      <Row>
        <Button variant="ghost" onClick={closeModal}>
          {t('phone.later')}
        </Button>
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('phone.verify')}
        </Button>
      </Row>
    </Form>
  );
}
