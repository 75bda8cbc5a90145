import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/lib/i18n/use-translation';
import { getClientEnv } from '@/config/env.client';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { readFirebaseSignInConfig } from '../model/firebase-sign-in-config';
import { useFinishProviderSignIn } from '../hooks/use-finish-provider-sign-in';
import { PhoneSignInForm } from './phone-sign-in-form';
import { theme } from '@/styles/theme';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    border-block-start: 1px solid ${theme.color.border};
  }
`;

/**
 * "Continuer avec Google" and "Continuer avec mon numéro" on the login and sign-up views, when
 * Firebase sign-in is configured (nothing otherwise). The Firebase SDK loads on the first click.
 */
export function ProviderSignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const config = readFirebaseSignInConfig(getClientEnv());
  const { finish, errorText } = useFinishProviderSignIn(onSignedIn);
  const [error, setError] = useState<string | null>(null);
  const [googleBusy, setGoogleBusy] = useState(false);
  const [phoneOpen, setPhoneOpen] = useState(false);
  if (!config) return null;

  const continueWithGoogle = async () => {
    setError(null);
    setGoogleBusy(true);
    try {
      const { signInWithGoogle } = await import('../lib/firebase-sign-in');
      await finish('google', await signInWithGoogle(config, i18n.language));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setGoogleBusy(false);
    }
  };

  return (
    <Stack>
      <FormError message={error} />
      {config.providers.includes('google') && (
        <Button variant="secondary" size="lg" fullWidth isLoading={googleBusy} onClick={() => void continueWithGoogle()}>
          {t('providers.google')}
        </Button>
      )}
      {config.providers.includes('phone') &&
        (phoneOpen ? (
          <PhoneSignInForm config={config} finish={finish} errorText={errorText} />
        ) : (
          <Button variant="secondary" size="lg" fullWidth onClick={() => setPhoneOpen(true)}>
            {t('providers.phone')}
          </Button>
        ))}
      <Divider>{t('providers.or')}</Divider>
    </Stack>
  );
}
