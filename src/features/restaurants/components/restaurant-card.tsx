import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TRestaurantSummary } from '@/contracts/restaurant-contract';
import { formatRating } from '@/lib/format/format-rating';
import { mainPhotoAttributes, photoSrcSet } from '@/lib/images/responsive-image';
import type { TPhotoLoading } from '@/features/restaurants/model/list-photo-loading';
import { DETAIL_ROUTES } from '@/lib/routes';
import { RestaurantCardFacts } from './restaurant-card-facts';
import { theme } from '@/styles/theme';

const Card = styled.article`
  position: relative;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  transition: box-shadow ${theme.motion.fast}, transform ${theme.motion.fast};
  &:hover { box-shadow: ${theme.shadow.raised}; transform: translateY(-2px); }
  /* The card's link draws its focus ring around the whole card; an action inside draws its own. */
  &:has(a:focus-visible) { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { transition: none; &:hover { transform: none; } }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${theme.color.border};
`;

const Photo = styled.img`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

const Badges = styled.div`
  position: absolute;
  inset-block-start: ${theme.space.sm};
  inset-inline-start: ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs};
`;

const Badge = styled.span<{ $tone: 'open' | 'rating' }>`
  padding: ${theme.space.xxs} ${theme.space.xs};
  border-radius: ${theme.radius.pill};
  font-size: ${theme.fontSize.xs};
  font-weight: ${theme.fontWeight.bold};
  background: ${({ theme, $tone }) => ($tone === 'open' ? theme.color.accent : theme.color.surface)};
  color: ${({ theme, $tone }) => ($tone === 'open' ? theme.color.surface : theme.color.ink)};
  box-shadow: ${theme.shadow.card};
`;

/** Above the card-wide link (its ::after), so the action gets its own taps and focus. */
const Action = styled.div`
  position: absolute;
  z-index: 1;
  inset-block-start: ${theme.space.xs};
  inset-inline-end: ${theme.space.xs};
`;

const Body = styled.div`
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.lg};
  display: grid;
  gap: ${theme.space.xs};
`;

const Name = styled.h3`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.tight};
`;

/** The whole card is clickable through the name's link, so there is one tab stop and one accessible name. */
const NameLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; }
`;

/** Above the card-wide link too: the controls under the facts (the search's free times). */
const Footer = styled.div`
  position: relative;
  z-index: 1;
`;

interface TRestaurantCardProps {
  restaurant: TRestaurantSummary;
  locale: string;
  distanceKm?: number;
  /** Known only when the list was filtered by "open now" (summaries carry no opening hours). */
  isOpenNow?: boolean;
  /**
   * How the photo loads: the first cards of a list eagerly (they are the first screen), the first
   * card of a results page as its main photo (its largest paint), the rest lazily.
   */
  photoLoading?: TPhotoLoading;
  /** A control over the photo (the favourite heart), given by the screen. */
  action?: ReactNode;
  /** Controls under the facts, given by the screen. */
  footer?: ReactNode;
}

export function RestaurantCard({ restaurant, locale, distanceKm, isOpenNow = false, photoLoading = 'lazy', action, footer }: TRestaurantCardProps) {
  const { t } = useTranslation('common');
  const nameId = `restaurant-${restaurant.id}-name`;
  const cover = restaurant.coverImage;
  return (
    <Card aria-labelledby={nameId}>
      <Media>
        {cover && (
          <Photo
            src={cover.url}
            srcSet={photoSrcSet(cover.url)}
            sizes="(min-width: 1024px) 400px, (min-width: 480px) 50vw, 80vw"
            alt={cover.alt}
            loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
            {...(photoLoading === 'main' ? mainPhotoAttributes : {})}
            width={400}
            height={300}
          />
        )}
        <Badges>
          {isOpenNow && <Badge $tone="open">{t('restaurant.openNow')}</Badge>}
          {restaurant.ratingCount > 0 && (
            <Badge $tone="rating" aria-label={t('restaurant.rating', { rating: formatRating(restaurant.ratingAverage, locale), count: restaurant.ratingCount })}>
              {t('restaurant.ratingShort', { rating: formatRating(restaurant.ratingAverage, locale) })}
            </Badge>
          )}
        </Badges>
        {action && <Action>{action}</Action>}
      </Media>
      <Body>
        <Name id={nameId}>
          <NameLink href={DETAIL_ROUTES.restaurant(String(restaurant.id))}>{restaurant.name}</NameLink>
        </Name>
        <RestaurantCardFacts restaurant={restaurant} locale={locale} distanceKm={distanceKm} />
        {footer && <Footer>{footer}</Footer>}
      </Body>
    </Card>
  );
}
