import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { theme } from '@/styles/theme';

const Box = styled.div`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.accentSoft};
  h2 { display: flex; align-items: center; gap: ${theme.space.sm}; font-size: ${theme.fontSize.xl}; }
  h2:focus { outline: none; }
  h2:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 4px; }
  p { max-inline-size: 60ch; }
`;

const Tick = styled.span`
  display: grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border-radius: 50%;
  background: ${theme.color.accent};
  color: ${theme.color.surface};
  font-size: ${theme.fontSize.lg};
`;

/** The acknowledgement on screen; focus moves to it so a screen reader announces it. */
export function ContactSent({ email, onAnother }: { email: string; onAnother: () => void }) {
  const { t } = useTranslation('help');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box data-testid="contact-sent">
      <h2 ref={headingRef} tabIndex={-1}>
        <Tick aria-hidden="true">✓</Tick>
        {t('contact.sentTitle')}
      </h2>
      <p>{t('contact.sentBody', { email })}</p>
      <Button variant="secondary" onClick={onAnother}>
        {t('contact.another')}
      </Button>
    </Box>
  );
}
