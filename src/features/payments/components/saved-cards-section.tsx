import { useId, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PlainList } from '@/components/ui/plain-list';
import { Skeleton } from '@/components/ui/skeleton';
import { useStaticData } from '@/lib/static-data/get-static-data';
import { showToast } from '@/lib/toast/toast-store';
import { useSavedCards } from '../api/get-saved-cards';
import { Muted, Notice } from './payment-styles';
import { SavedCardRow } from './saved-card-row';
import { theme } from '@/styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  h2 { margin: 0; font-size: ${theme.fontSize.xl}; }
  h2:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

function SavedCardsPanel() {
  const { t } = useTranslation('payments');
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const cards = useSavedCards();
  // The removed card's row is gone: focus goes to the section's heading, not to the page's top.
  const onRemoved = () => {
    heading.current?.focus();
    showToast({ kind: 'success', text: t('cards.removed') });
  };
  return (
    <Section aria-labelledby={headingId} data-testid="saved-cards">
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('cards.title')}
      </h2>
      <Muted>{t('cards.lead')}</Muted>
      {cards.isPending ? (
        <Skeleton count={1} height="4rem" />
      ) : cards.isError ? (
        <Notice $tone="danger" role="alert">
          {t('cards.error')}
        </Notice>
      ) : cards.data.cards.length === 0 ? (
        <Muted data-testid="saved-cards-empty">{t('cards.empty')}</Muted>
      ) : (
        <PlainList $gap="sm" aria-labelledby={headingId}>
          {cards.data.cards.map((card) => (
            <SavedCardRow key={card.id} card={card} onRemoved={onRemoved} />
          ))}
        </PlainList>
      )}
    </Section>
  );
}

/** /my-account/payment's "Saved cards": only where Stripe is configured, since only Stripe keeps cards. */
export function SavedCardsSection() {
  const { i18n } = useTranslation('payments');
  const stripePublicKey = useStaticData(i18n.language).data?.stripePublicKey ?? '';
  return stripePublicKey ? <SavedCardsPanel /> : null;
}
