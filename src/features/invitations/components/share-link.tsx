import { useEffect, useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { StyledInput } from '@/components/ui/form/field-styles';
import { showToast } from '@/lib/toast/toast-store';
import { buildSmsUrl, buildWhatsAppUrl, canShareNatively } from '../model/share-links';
import { Row, Stack } from './invitation-styles';
import { theme } from '@/styles/theme';

const Label = styled.label`
  font-weight: ${theme.fontWeight.bold};
`;

/** The new link, to copy or send on WhatsApp, by SMS or through the phone's own share sheet. */
export function ShareLink({ url, message, title }: { url: string; message: string; title: string }) {
  const { t } = useTranslation('invitations');
  const inputId = useId();
  // Known only in the browser: rendered after hydration so server and client agree first.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(canShareNatively()), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      showToast({ kind: 'success', text: t('link.copied') });
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      showToast({ kind: 'info', text: t('link.copyByHand') });
    }
  };
  const share = () => navigator.share({ title, text: message, url }).catch(() => undefined);

  return (
    <Stack data-testid="invitation-link">
      <Label htmlFor={inputId}>{t('link.url')}</Label>
      <StyledInput id={inputId} value={url} readOnly onFocus={(event) => event.currentTarget.select()} $invalid={false} />
      <Row>
        <Button size="sm" onClick={() => void copy()}>
          {t('link.copy')}
        </Button>
        <ButtonLink size="sm" variant="secondary" href={buildWhatsAppUrl(`${message} ${url}`)} target="_blank" rel="noopener noreferrer">
          {t('link.whatsapp')}
        </ButtonLink>
        <ButtonLink size="sm" variant="secondary" href={buildSmsUrl(`${message} ${url}`)}>
          {t('link.sms')}
        </ButtonLink>
        {canShare && (
          <Button size="sm" variant="secondary" onClick={() => void share()}>
            {t('link.share')}
          </Button>
        )}
      </Row>
    </Stack>
  );
}
