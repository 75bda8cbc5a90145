import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { CheckboxRow } from '@/components/ui/form/checkbox-row';
import { PlainList } from '@/components/ui/plain-list';
import type { TSavedCard } from '@/contracts/payment-contract';
import { useSavedCards } from '../api/get-saved-cards';
import { savedCardLabel } from '../model/saved-card-label';
import { Muted } from './payment-styles';
import { theme } from '@/styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.xs};
  h3 { margin: 0; font-size: ${theme.fontSize.md}; }
`;

interface SavedCardChoiceProps {
  saveCard: boolean;
  onSaveCardChange: (saveCard: boolean) => void;
  onPayWith: (card: TSavedCard) => void;
  disabled: boolean;
}

/**
 * The card step's choices: each saved card pays in one tap; a new card is typed next, and is kept
 * for next time only when the diner ticks the box (off by default).
 */
export function SavedCardChoice({ saveCard, onSaveCardChange, onPayWith, disabled }: SavedCardChoiceProps) {
  const { t } = useTranslation('payments');
  const headingId = useId();
  const hintId = useId();
  const cards = useSavedCards().data?.cards ?? [];
  return (
    <>
      {cards.length > 0 && (
        <Section aria-labelledby={headingId} data-testid="saved-card-choice">
          <h3 id={headingId}>{t('cards.payWithTitle')}</h3>
          <PlainList $gap="xs">
            {cards.map((card) => (
              <li key={card.id}>
                <Button variant="secondary" fullWidth disabled={disabled} onClick={() => onPayWith(card)} data-testid="saved-card-pay">
                  {t('cards.payWith', { card: savedCardLabel(t, card) })}
                </Button>
              </li>
            ))}
          </PlainList>
        </Section>
      )}
      <div>
        <CheckboxRow>
          <input type="checkbox" checked={saveCard} disabled={disabled} aria-describedby={hintId} onChange={(event) => onSaveCardChange(event.target.checked)} data-testid="save-card" />
          <span>{t('cards.save')}</span>
        </CheckboxRow>
        <Muted id={hintId}>{t('cards.saveHint')}</Muted>
      </div>
    </>
  );
}
