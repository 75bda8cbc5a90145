import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import { AuthFooter, SentPanel, SuccessText } from './auth-form-styles';
import { AuthSwitchLink, type AuthFormMode } from './auth-switch-link';

/** After sign-up: the link to confirm is in the mailbox; login comes after it. Focus moves here so screen readers hear it. */
export function SignUpSent({ email, mode }: { email: string; mode: AuthFormMode }) {
  const { t } = useTranslation('auth');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <SentPanel ref={panel} tabIndex={-1}>
      <div role="status">
        <SuccessText>
          <strong>{t('signUp.sentTitle')}</strong> {t('signUp.sent', { email })}
        </SuccessText>
      </div>
      <AuthFooter>
        <span>{t('signUp.sentThen')}</span>
        <AuthSwitchLink mode={mode} target="login">
          {t('signUp.toLogin')}
        </AuthSwitchLink>
      </AuthFooter>
    </SentPanel>
  );
}
