import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Price } from '@/components/ui/price';
import type { TEventSummary } from '@/contracts/event-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { theme } from '@/styles/theme';
import { photoSrcSet } from '@/lib/images/responsive-image';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${theme.space.md};
`;

const Card = styled.li`
  position: relative;
  display: grid;
  border-radius: ${theme.radius.lg};
  overflow: hidden;
  background: ${theme.color.surface};
  box-shadow: ${theme.shadow.card};
  &:focus-within { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

const Photo = styled.img`
  inline-size: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  background: ${theme.color.surfaceAlt};
`;

const Body = styled.div`
  display: grid;
  gap: ${theme.space.xxs};
  padding: ${theme.space.md};
`;

const When = styled.p`
  color: ${theme.color.brand};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.bold};
  &::first-letter { text-transform: uppercase; }
`;

const Title = styled(Link)`
  color: ${theme.color.ink};
  font-weight: ${theme.fontWeight.bold};
  font-size: ${theme.fontSize.lg};
  text-decoration: none;
  outline: none;
  /* The whole card is the link's target. */
  &::after { content: ''; position: absolute; inset: 0; }
`;

const PriceLine = styled.p`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

/** Upcoming events, soonest first; each card leads to its event page. Dates in the restaurant's time zone. */
export function RestaurantEvents({ events, timeZone }: { events: TEventSummary[]; timeZone: string }) {
  const { t } = useTranslation('restaurant');
  const { locale = 'fr' } = useRouter();
  const format = dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', timeZone });
  return (
    <Row>
      {events.map((event) => (
        <Card key={event.id}>
          {event.imageUrl && <Photo src={event.imageUrl} srcSet={photoSrcSet(event.imageUrl)} sizes="(min-width: 768px) 320px, 75vw" alt="" width={480} height={270} loading="lazy" />}
          <Body>
            <When>
              <time dateTime={event.startsAt}>{format.format(new Date(event.startsAt))}</time>
            </When>
            <Title href={DETAIL_ROUTES.event(String(event.id))}>{event.title}</Title>
            <PriceLine>
              {t('events.price')} <Price money={event.price} />
            </PriceLine>
          </Body>
        </Card>
      ))}
    </Row>
  );
}
