import { Link } from '@/components/ui/link';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TEventSummary } from '@/contracts/event-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { formatEventWhen } from '../model/format-event-date';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  block-size: 100%;
  background: ${theme.color.surface};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.card};
  overflow: hidden;
  transition: box-shadow ${theme.motion.fast};
  &:hover { box-shadow: ${theme.shadow.raised}; }
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) { transition: none; }
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${theme.color.surfaceAlt};
`;

const Photo = styled.img`
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
`;

/** The date sits on the picture, like a ticket stub: the first thing a diner scans for. */
const DateStub = styled.time`
  position: absolute;
  inset-block-end: ${theme.space.sm};
  inset-inline-start: ${theme.space.sm};
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surface};
  color: ${theme.color.ink};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  box-shadow: ${theme.shadow.card};
`;

const Body = styled.div`
  flex: 1;
  display: grid;
  align-content: start;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.md} ${theme.space.lg};
`;

const Title = styled.h3`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.tight};
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

const Facts = styled.p`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.xs};
  font-weight: ${theme.fontWeight.bold};
`;

const Seats = styled.span`
  color: ${theme.color.inkMuted};
  font-weight: ${theme.fontWeight.regular};
`;

interface TEventCardProps {
  event: TEventSummary;
  city: { name: string; timeZone: string } | undefined;
  locale: string;
  isPriority?: boolean;
}

/** An upcoming event as a large picture card: when (restaurant's clock), where, price per person, seats. */
export function EventCard({ event, city, locale, isPriority = false }: TEventCardProps) {
  const { t } = useTranslation('events');
  const when = formatEventWhen({ startsAt: event.startsAt, endsAt: event.endsAt, timeZone: city?.timeZone ?? 'UTC', locale });
  const titleId = `event-${event.id}-title`;
  return (
    <Card aria-labelledby={titleId} data-testid="event-card">
      <Media>
        {event.imageUrl && <Photo src={event.imageUrl} srcSet={photoSrcSet(event.imageUrl)} sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw" alt="" width={640} height={360} loading={isPriority ? 'eager' : 'lazy'} />}
        <DateStub dateTime={when.iso}>{when.date}</DateStub>
      </Media>
      <Body>
        <Title id={titleId}>
          <TitleLink href={DETAIL_ROUTES.event(String(event.id))}>{event.title}</TitleLink>
        </Title>
        <Meta>{t('card.where', { restaurant: event.restaurantName, city: city?.name ?? '' })}</Meta>
        <Meta>{t('card.hours', { time: when.time })}</Meta>
        <Facts>
          <span>
            <Price money={event.price} /> {t('card.perPerson')}
          </span>
          <Seats>{t('card.capacity', { count: event.capacity })}</Seats>
        </Facts>
      </Body>
    </Card>
  );
}
