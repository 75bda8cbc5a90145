import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { RouteIntro } from '@/components/layout/route-intro';
import type { TEventPreview, TShareImage } from '@/contracts/event-contract';
import { DETAIL_ROUTES } from '@/lib/routes';
import { withAppLayout } from '@/screens/shell/app-layout';

const Banner = styled.img`
  inline-size: 100%;
  aspect-ratio: 21 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.border};
`;

/** Dates of an event are shown in its city's time zone, in the diner's language. */
const formatEventDate = (startsAt: string, timeZone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(new Date(startsAt));

/** /event/{id}: the event's title, place and date; a shared link previews its name, picture and city. */
export function EventDetailScreen({ event, shareImage }: { event: TEventPreview; shareImage: TShareImage | null }) {
  const { t } = useTranslation('routes');
  const { locale = 'fr' } = useRouter();
  const when = formatEventDate(event.startsAt, event.timeZone, locale);
  return (
    <RouteIntro
      title={event.title}
      lead={t('eventDetail.lead', { restaurant: event.restaurantName, city: event.cityName, when })}
      description={t('eventDetail.description', { title: event.title, restaurant: event.restaurantName, city: event.cityName, when })}
      seoPath={DETAIL_ROUTES.event(String(event.id))}
      image={shareImage?.url}
      imageAlt={shareImage?.alt}
    >
      {event.imageUrl && <Banner src={event.imageUrl} alt="" width={1200} height={514} />}
      <p>{event.description}</p>
    </RouteIntro>
  );
}

EventDetailScreen.getLayout = withAppLayout;
