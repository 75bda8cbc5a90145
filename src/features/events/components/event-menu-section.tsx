import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useEventMenu } from '../api/get-event-menu';
import { EventDishList } from './event-dish-list';
import { EventMenus } from './event-menus';
import { theme } from '@/styles/theme';

const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.lg};
`;

const Heading = styled.h2`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xxl};
`;

const Muted = styled.p`
  color: ${theme.color.inkMuted};
`;

/** GET /restaurants/menu/{eventId}: what is cooked for the event (with portions) and the menus served. */
export function EventMenuSection({ eventId }: { eventId: number }) {
  const { t } = useTranslation('events');
  const { locale = 'fr' } = useRouter();
  const { data, isPending, isError, refetch } = useEventMenu(eventId, locale);
  return (
    <>
      <Section aria-labelledby="event-dishes-title">
        <Heading id="event-dishes-title">{t('menu.dishesTitle')}</Heading>
        {isPending && <Skeleton count={2} height="7rem" />}
        {isError && (
          <div role="alert">
            <Muted>{t('menu.error')}</Muted>
            <Button variant="secondary" onClick={() => void refetch()}>{t('menu.retry')}</Button>
          </div>
        )}
        {data && data.dishes.length === 0 && <Muted>{t('menu.noDishes')}</Muted>}
        {data && data.dishes.length > 0 && <EventDishList dishes={data.dishes} />}
      </Section>
      {data && data.menus.length > 0 && (
        <Section aria-labelledby="event-menus-title">
          <Heading id="event-menus-title">{t('menu.menusTitle')}</Heading>
          <EventMenus menus={data.menus} />
        </Section>
      )}
    </>
  );
}
