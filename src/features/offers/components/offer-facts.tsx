import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TOffer } from '@/contracts/offer-contract';
import { formatLongDate } from '@/lib/format/format-long-date';
import { formatDiscountValue } from '@/lib/money/format-discount';
import { formatMoney } from '@/lib/money/format-money';
import { theme } from '@/styles/theme';

const Facts = styled.span`
  display: grid;
  gap: ${theme.space.xxs};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Discount = styled.span`
  color: ${theme.color.brand};
  font-weight: ${theme.fontWeight.bold};
`;

/* The conditions read as one sentence-like line, wrapping as a whole rather than as loose chips. */
const Conditions = styled.span`
  text-wrap: pretty;
`;

/** An offer's terms in words: what it takes off, from what order amount, until when, and where. */
export function OfferFacts({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offers');
  const { locale = 'fr' } = useRouter();
  return (
    <Facts>
      <Discount>{t('discountOff', { value: formatDiscountValue(offer.discount, locale) })}</Discount>
      <Conditions>
        {[
          offer.minOrder ? t('minOrder', { amount: formatMoney(offer.minOrder, locale) }) : t('noMinimum'),
          t('endsAt', { date: formatLongDate(offer.endsAt, locale) }),
          offer.restaurant ? t('atRestaurant', { name: offer.restaurant.name }) : t('siteWide'),
        ].join(' · ')}
      </Conditions>
    </Facts>
  );
}
