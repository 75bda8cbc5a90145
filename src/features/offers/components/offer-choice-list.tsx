import { useTranslation } from '@/lib/i18n/use-translation';
import { ChoiceButton, ChoiceList, ChoiceTitle, Muted, Tag } from '@/components/ui/choice-list';
import type { TOffer } from '@/contracts/offer-contract';
import { OfferFacts } from './offer-facts';

function OfferChoice({ offer, isChosen, onChoose }: { offer: TOffer; isChosen: boolean; onChoose: (offer: TOffer) => void }) {
  const { t } = useTranslation('offers');
  // An offer the diner may use once and already did is shown (it exists) but cannot be chosen.
  const isSpent = offer.oncePerDiner && offer.usedByMe;
  return (
    <li>
      <ChoiceButton type="button" aria-pressed={isChosen} disabled={isSpent} onClick={() => onChoose(offer)} data-testid="offer-choice">
        <ChoiceTitle>
          {offer.title}
          {isSpent && <Tag>{t('usedByMe')}</Tag>}
        </ChoiceTitle>
        <OfferFacts offer={offer} />
      </ChoiceButton>
    </li>
  );
}

/** The running offers the diner can pick for this order; the server still judges the choice. */
export function OfferChoiceList({ offers, chosenId, onChoose }: { offers: readonly TOffer[]; chosenId: number | null; onChoose: (offer: TOffer) => void }) {
  const { t } = useTranslation('offers');
  if (offers.length === 0) return <Muted>{t('modal.offersEmpty')}</Muted>;
  return (
    <ChoiceList aria-label={t('modal.offersTitle')}>
      {offers.map((offer) => (
        <OfferChoice key={offer.id} offer={offer} isChosen={offer.id === chosenId} onChoose={onChoose} />
      ))}
    </ChoiceList>
  );
}
