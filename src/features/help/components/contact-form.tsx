import { useState } from 'react';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextAreaField } from '@/components/ui/form/text-area-field';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { usePhoneText } from '@/components/ui/form/use-phone-text';
import { ZContactRequest, type TContactRequest, type TContactRequestInput } from '@/contracts/help-contract';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH } from '@/contracts/help-limits';
import { pickContentLocale } from '@/contracts/locale-contract';
import { useCreateContact } from '../api/create-contact';
import { ContactSent } from './contact-sent';
import { FormActions, StackForm } from './help-styles';
import { useHelpFieldErrors } from './use-help-field-errors';
import { theme } from '@/styles/theme';

/** Off-screen rather than display:none, which some robots skip; hidden from assistive technology too. */
const Trap = styled.div`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  overflow: hidden;
  inset-inline-start: -10000px;
`;

const TwoColumns = styled.div`
  display: grid;
  gap: ${theme.space.md};
  @media (min-width: ${theme.breakpoint.sm}) { grid-template-columns: 1fr 1fr; }
`;

const Note = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

export interface TContactDefaults {
  name: string;
  email: string;
}

const emptyMessage = (defaults: TContactDefaults | undefined): TContactRequestInput => ({
  name: defaults?.name ?? '',
  email: defaults?.email ?? '',
  phone: '',
  subject: '',
  message: '',
  [CONTACT_HONEYPOT_FIELD]: '',
});

/** /contact-us: the message form (the API's own schema), then the acknowledgement in its place. */
export function ContactForm({ defaults }: { defaults?: TContactDefaults }) {
  const { t } = useTranslation('help');
  const phoneText = usePhoneText(null);
  const { locale = 'fr' } = useRouter();
  const createContact = useCreateContact();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldError = useHelpFieldErrors();
  const apiError = useApiErrorText('help');
  const { register, handleSubmit, setError, reset, watch, formState } = useForm<TContactRequestInput, unknown, TContactRequest>({
    resolver: zodResolver(ZContactRequest),
    defaultValues: emptyMessage(defaults),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createContact.mutateAsync({ ...values, language: pickContentLocale(locale, undefined) });
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
      return;
    }
    setSentTo(values.email);
  });

  if (sentTo) {
    const writeAgain = () => {
      reset(emptyMessage(defaults));
      setSentTo(null);
    };
    return <ContactSent email={sentTo} onAnother={writeAgain} />;
  }

  const errors = formState.errors;
  return (
    <StackForm onSubmit={onSubmit} noValidate aria-label={t('contact.formTitle')} data-testid="contact-form">
      <Note>{t('contact.required')}</Note>
      <FormError message={errors.root?.server?.message} />
      <TwoColumns>
        <TextField label={t('contact.name')} autoComplete="name" error={fieldError(errors.name)} {...register('name')} />
        <TextField label={t('contact.email')} hint={t('contact.emailHint')} type="email" inputMode="email" autoComplete="email" error={fieldError(errors.email, 'email')} {...register('email')} />
      </TwoColumns>
      <TextField label={t('contact.phone')} hint={phoneText.hint} type="tel" inputMode="tel" autoComplete="tel" error={errors.phone ? phoneText.invalid : undefined} {...register('phone')} />
      <TextField label={t('contact.subject')} autoComplete="off" error={fieldError(errors.subject)} {...register('subject')} />
      <TextAreaField
        label={t('contact.message')}
        hint={t('contact.messageHint', { min: CONTACT_MESSAGE_MIN_LENGTH, max: CONTACT_MESSAGE_MAX_LENGTH })}
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={fieldError(errors.message, 'text', { minLength: CONTACT_MESSAGE_MIN_LENGTH, value: watch('message') })}
        {...register('message')}
      />
      <Trap aria-hidden="true">
        <label>
          {t('contact.trap')}
          <input type="text" tabIndex={-1} autoComplete="off" {...register(CONTACT_HONEYPOT_FIELD)} />
        </label>
      </Trap>
      <FormActions>
        <Button type="submit" size="lg" isLoading={formState.isSubmitting}>
          {t('contact.submit')}
        </Button>
      </FormActions>
    </StackForm>
  );
}
