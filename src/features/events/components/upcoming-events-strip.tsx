import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TEventSummary } from '@/contracts/event-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { mediaUp, theme } from '@/styles/theme';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 78%;
  gap: ${theme.space.md};
  overflow-x: auto;
  scroll-snap-type: inline mandatory;
  padding: 0 0 ${theme.space.sm};
  margin: 0;
  list-style: none;
  ${mediaUp('md')} { grid-auto-columns: calc((100% - 2 * ${theme.space.md}) / 3); }
`;

const Card = styled.li`
  position: relative;
  scroll-snap-align: start;
  display: grid;
  grid-template-rows: auto 1fr;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Picture = styled.img`
  inline-size: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  background: ${theme.color.border};
`;

const Body = styled.div`
  display: grid;
  align-content: start;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
`;

const When = styled.p`
  color: ${theme.color.brand};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  text-transform: capitalize;
`;

const Title = styled.h3`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.lg};
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline: none; }
  &::after { content: ''; position: absolute; inset: 0; }
`;

const Meta = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const FALLBACK_IMAGE = '/images/generated/adverts/events.svg';

/** An event's start in its restaurant's own time zone, in the diner's language. */
export function formatEventStart(startsAt: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone }).format(new Date(startsAt));
}

interface TUpcomingEventsStripProps {
  events: TEventSummary[];
  locale: string;
  /** City id → IANA zone (from static data); events are dated in their restaurant's local time. */
  cityTimeZones: Record<number, string>;
}

export function UpcomingEventsStrip({ events, locale, cityTimeZones }: TUpcomingEventsStripProps) {
  const { t } = useTranslation('home');
  return (
    <Row>
      {events.map((event) => (
        <Card key={event.id}>
          <Picture src={event.imageUrl ?? FALLBACK_IMAGE} srcSet={photoSrcSet(event.imageUrl ?? FALLBACK_IMAGE)} sizes="(min-width: 768px) 320px, 75vw" alt="" loading="lazy" width={480} height={300} />
          <Body>
            <When>
              <time dateTime={event.startsAt}>{formatEventStart(event.startsAt, locale, cityTimeZones[event.cityId] ?? 'UTC')}</time>
            </When>
            <Title>
              <TitleLink href={DETAIL_ROUTES.event(String(event.id))}>{event.title}</TitleLink>
            </Title>
            <Meta>
              {t('events.at', { restaurant: event.restaurantName })} · {event.price.amount === 0 ? t('events.free') : <Price money={event.price} />}
            </Meta>
          </Body>
        </Card>
      ))}
    </Row>
  );
}
