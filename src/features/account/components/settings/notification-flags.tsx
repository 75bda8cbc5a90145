import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import type { TNotificationSettings } from '@/contracts/account-contract';
import { FieldGroup } from '@/components/ui/form/field-group';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import { useUpdateMe } from '../../api/update-me';
import { CheckboxRow } from '@/components/ui/form/checkbox-row';

const FLAGS = ['application', 'newsletter', 'specialOffers'] as const satisfies readonly (keyof TNotificationSettings)[];

/** SPEC §3 flags, all on by default; each box saves on its own as soon as it changes. */
export function NotificationFlags({ notifications }: { notifications: TNotificationSettings }) {
  const { t } = useTranslation('account');
  const updateMe = useUpdateMe();
  const apiError = useApiErrorText('account');
  const [error, setError] = useState<string | null>(null);

  const toggle = async (flag: (typeof FLAGS)[number], value: boolean) => {
    setError(null);
    try {
      await updateMe.mutateAsync({ settings: { notifications: { [flag]: value } } });
    } catch (failure) {
      // The box keeps showing the saved value, since it reads the account.
      setError(apiError(failure));
    }
  };

  return (
    <FieldGroup>
      <legend>{t('settings.notifications.legend')}</legend>
      <FormError message={error} />
      {FLAGS.map((flag) => (
        <CheckboxRow key={flag}>
          <input type="checkbox" checked={notifications[flag]} disabled={updateMe.isPending} onChange={(event) => void toggle(flag, event.target.checked)} />
          <span>{t(`settings.notifications.${flag}`)}</span>
        </CheckboxRow>
      ))}
    </FieldGroup>
  );
}
