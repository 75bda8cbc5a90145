import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { TextField } from '@/components/ui/form/text-field';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TGroup } from '@/contracts/group-contract';
import { useInviteDiner } from '../api/invite-diner';
import { parseContact } from '../model/parse-contact';
import { Success } from './invitation-styles';
import { theme } from '@/styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.md};
  > [role='alert']:empty,
  > [role='status']:empty { position: absolute; }
`;

/** An existing diner, by the e-mail or phone of their account; they are e-mailed their invitation. */
export function SendInvitationForm({ group }: { group: TGroup }) {
  const { t } = useTranslation('invitations');
  const invite = useInviteDiner();
  const apiError = useApiErrorText('invitations');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<{ contact: string }>({ defaultValues: { contact: '' } });

  const onSubmit = handleSubmit(async ({ contact }) => {
    setSentTo(null);
    const parsed = parseContact(contact);
    if (!parsed) {
      setError('contact', { type: 'invalid', message: t('send.invalidContact') });
      return;
    }
    try {
      const updated = await invite.mutateAsync({ groupId: group.id, contact: parsed });
      const invited = updated.members.filter((member) => member.status === 'pending').at(-1);
      setSentTo(invited?.name ?? contact.trim());
      reset();
    } catch (error) {
      setError('root.server', { type: 'server', message: apiError(error) });
    }
  });

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('send.formLabel')}>
      <FormError message={formState.errors.root?.server?.message} />
      <TextField
        label={t('send.contact')}
        hint={t('send.contactHint')}
        autoComplete="off"
        inputMode="email"
        error={formState.errors.contact?.message}
        {...register('contact', { required: t('send.invalidContact') })}
      />
      <div role="status">{sentTo && <Success>{t('send.sent', { name: sentTo })}</Success>}</div>
      <Button type="submit" isLoading={formState.isSubmitting}>
        {t('send.submit')}
      </Button>
    </Form>
  );
}
