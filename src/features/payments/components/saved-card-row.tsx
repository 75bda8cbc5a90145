import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-error';
import { useApiErrorText } from '@/components/ui/form/use-error-text';
import type { TSavedCard } from '@/contracts/payment-contract';
import { useRemoveSavedCard } from '../api/remove-saved-card';
import { savedCardLabel } from '../model/saved-card-label';
import { Actions } from './payment-styles';
import { theme } from '@/styles/theme';

const Row = styled.li`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  p { margin: 0; }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
`;

/**
 * One saved card and its removal, confirmed in place: asking moves focus to "Cancel" (the harmless
 * answer), cancelling (or Escape) brings it back to "Remove"; once removed, `onRemoved` places it.
 */
export function SavedCardRow({ card, onRemoved }: { card: TSavedCard; onRemoved: () => void }) {
  const { t } = useTranslation('payments');
  const apiError = useApiErrorText('payments');
  const remove = useRemoveSavedCard();
  const [isAsking, setIsAsking] = useState(false);
  const removeButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  const label = savedCardLabel(t, card);

  useEffect(() => {
    if (isAsking) cancelButton.current?.focus();
    else if (wasAsking.current) removeButton.current?.focus();
    wasAsking.current = isAsking;
  }, [isAsking]);

  // Not mutate's own onSuccess: the row unmounts as soon as the card leaves the list, which would drop it.
  const confirm = () => remove.mutateAsync(card.id).then(onRemoved, () => undefined);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !remove.isPending) setIsAsking(false);
  };

  return (
    <Row data-testid="saved-card-row">
      <Line>
        <strong>{label}</strong>
        {!isAsking && (
          <Button ref={removeButton} size="sm" variant="ghost" aria-label={t('cards.removeLabel', { card: label })} onClick={() => setIsAsking(true)}>
            {t('cards.remove')}
          </Button>
        )}
      </Line>
      {isAsking && (
        <div role="group" aria-label={t('cards.removeLabel', { card: label })} onKeyDown={onKeyDown}>
          <p>{t('cards.confirmRemove', { card: label })}</p>
          <FormError message={remove.error ? apiError(remove.error) : null} />
          <Actions>
            <Button ref={cancelButton} size="sm" variant="secondary" disabled={remove.isPending} onClick={() => setIsAsking(false)}>
              {t('cards.cancel')}
            </Button>
            <Button size="sm" variant="danger" isLoading={remove.isPending} onClick={() => void confirm()}>
              {t('cards.confirmYes')}
            </Button>
          </Actions>
        </div>
      )}
    </Row>
  );
}
