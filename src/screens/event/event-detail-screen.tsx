import { Link } from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import { Button } from '@/components/ui/button';
import type { TEventPreview, TShareImage } from '@/contracts/event-contract';
import { useEvent } from '@/features/events/api/get-event';
import { EventFacts } from '@/features/events/components/event-facts';
import { EventMenuSection } from '@/features/events/components/event-menu-section';
import { formatEventWhen } from '@/features/events/model/format-event-date';
import { DETAIL_ROUTES } from '@/lib/routes';
import { openModal } from '@/lib/ui-state/ui-store';
import { withAppLayout } from '@/screens/shell/app-layout';
import { mediaUp, theme } from '@/styles/theme';
import { mainPhotoAttributes, photoSrcSet } from '@/lib/images/responsive-image';

const Banner = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${theme.radius.lg};
  background: ${theme.color.border};
  ${mediaUp('md')} { aspect-ratio: 21 / 9; }
`;

const Description = styled.p`
  max-inline-size: 70ch;
  font-size: ${theme.fontSize.lg};
  text-wrap: pretty;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.md};
`;

const RestaurantLink = styled(Link)`
  color: ${theme.color.brand};
  font-weight: ${theme.fontWeight.bold};
  &:hover { color: ${theme.color.brandHover}; }
  &:focus-visible { outline: 3px solid ${theme.color.focus}; outline-offset: 2px; }
`;

/** /event/{id}: the event (name, place, date, picture — shared links preview them), its menu and the booking button. */
export function EventDetailScreen({ event, shareImage }: { event: TEventPreview; shareImage: TShareImage | null }) {
  const { t } = useTranslation(['routes', 'events']);
  const { locale = 'fr' } = useRouter();
  const { data: full } = useEvent(event.id, locale);
  const when = formatEventWhen({ startsAt: event.startsAt, endsAt: full?.endsAt, timeZone: event.timeZone, locale });
  const whenText = `${when.date}, ${when.time}`;
  return (
    <RouteIntro
      title={event.title}
      lead={t('routes:eventDetail.lead', { restaurant: event.restaurantName, city: event.cityName, when: whenText })}
      description={t('routes:eventDetail.description', { title: event.title, restaurant: event.restaurantName, city: event.cityName, when: whenText })}
      seoPath={DETAIL_ROUTES.event(String(event.id))}
      image={shareImage?.url}
      imageAlt={shareImage?.alt}
    >
      {event.imageUrl && <Banner src={event.imageUrl} srcSet={photoSrcSet(event.imageUrl)} sizes="100vw" alt="" width={1200} height={514} {...mainPhotoAttributes} />}
      <EventFacts when={when} price={full?.price ?? null} capacity={full?.capacity ?? null} />
      <Actions>
        <Button size="lg" aria-haspopup="dialog" disabled={!full} onClick={() => full && openModal('CREATE_RESERVATION', { restaurantId: full.restaurantId, eventId: full.id })}>
          {t('events:detail.reserve')}
        </Button>
        {full && (
          <RestaurantLink href={DETAIL_ROUTES.restaurant(String(full.restaurantId))}>
            {t('events:detail.restaurant', { restaurant: event.restaurantName })}
          </RestaurantLink>
        )}
      </Actions>
      {event.description && <Description>{event.description}</Description>}
      <EventMenuSection eventId={event.id} />
    </RouteIntro>
  );
}

EventDetailScreen.getLayout = withAppLayout;
