import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';
import { buildMapUrl, formatPhoneForDisplay } from '../model/contact-links';
import { getOpeningStatus } from '../model/opening-status';
import { getZonedClock } from '../model/zoned-clock';
import { RestaurantOpenStatus } from './restaurant-open-status';
import { RestaurantOpeningHours } from './restaurant-opening-hours';
import { theme } from '@/styles/theme';

const Block = styled.section`
  display: grid;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.md};
  border-block-start: 1px solid ${theme.color.border};
  &:first-of-type { border-block-start: 0; padding-block-start: 0; }
`;

const Heading = styled.h2`
  font-size: ${theme.fontSize.md};
  font-weight: ${theme.fontWeight.bold};
`;

const Address = styled.address`
  font-style: normal;
  color: ${theme.color.inkMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};
`;

const TextLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-block-size: 44px;
  color: ${theme.color.brand};
  font-weight: ${theme.fontWeight.bold};
  text-underline-offset: 3px;
  &:hover { color: ${theme.color.brandHover}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/** Hours (open now, the week), address with a map link and the phone number, all in the restaurant's time zone. */
export function RestaurantPracticalInfo({ restaurant, now }: { restaurant: TRestaurantDetail; now: Date }) {
  const { t } = useTranslation('restaurant');
  const today = getZonedClock(now, restaurant.timeZone).day;
  return (
    <div>
      <Block aria-labelledby="hours-heading">
        <Heading id="hours-heading">{t('hours.title')}</Heading>
        <RestaurantOpenStatus status={getOpeningStatus(restaurant.openingHours, restaurant.timeZone, now)} />
        <RestaurantOpeningHours hours={restaurant.openingHours} today={today} />
      </Block>
      <Block aria-labelledby="address-heading">
        <Heading id="address-heading">{t('address.title')}</Heading>
        <Address>{restaurant.address}</Address>
        <Actions>
          <TextLink href={buildMapUrl(restaurant.coordinates)} target="_blank" rel="noopener noreferrer">
            {t('address.map')}
            <span className="visually-hidden">{t('address.newTab')}</span>
            <span aria-hidden="true">↗</span>
          </TextLink>
          {restaurant.phone && (
            <TextLink href={`tel:${restaurant.phone}`} aria-label={t('address.call', { phone: formatPhoneForDisplay(restaurant.phone) })}>
              {formatPhoneForDisplay(restaurant.phone)}
            </TextLink>
          )}
        </Actions>
      </Block>
    </div>
  );
}
