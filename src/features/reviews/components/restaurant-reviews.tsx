import { useMemo, type ComponentType } from 'react';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFeedbacks } from '../api/get-feedbacks';
import { useUserStats } from '../api/get-user-stats';
import { ReviewItem, type ReviewActionProps } from './review-item';
import { dateTimeFormat } from '@/lib/format/intl-formatters';
import { theme } from '@/styles/theme';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Empty = styled.p`
  padding: ${theme.space.lg};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surfaceAlt};
  color: ${theme.color.inkMuted};
  text-align: center;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding-block-start: ${theme.space.lg};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

/** SPEC §7 reviews, newest first, 10 at a time with "see more"; author figures from userStats. Dates in the restaurant's zone. */
export function RestaurantReviews({ restaurantId, timeZone, ReviewActions }: { restaurantId: number; timeZone: string; ReviewActions?: ComponentType<ReviewActionProps> }) {
  const { t } = useTranslation('reviews');
  const { locale = 'fr' } = useRouter();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useFeedbacks(restaurantId, locale);
  const reviews = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const { data: stats } = useUserStats(reviews.map((review) => review.userId), locale);
  const statsByUser = useMemo(() => new Map(stats?.items.map((item) => [item.userId, item])), [stats]);
  const dateFormat = useMemo(() => dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone }), [locale, timeZone]);

  if (isPending) return <Skeleton count={3} height="6rem" />;
  if (isError)
    return (
      <Empty role="alert">
        {t('loadError')}{' '}
        <Button variant="secondary" size="sm" onClick={() => void refetch()}>
          {t('retry')}
        </Button>
      </Empty>
    );
  if (reviews.length === 0) return <Empty>{t('empty')}</Empty>;
  const total = data.pages[0]?.total ?? reviews.length;
  return (
    <div>
      <List aria-label={t('listLabel')}>
        {reviews.map((review) => (
          <ReviewItem key={review.id} review={review} stats={statsByUser.get(review.userId)} formatDate={(date) => dateFormat.format(date)} Actions={ReviewActions} />
        ))}
      </List>
      <Footer>
        <span aria-live="polite">{t('shown', { shown: reviews.length, total })}</span>
        {hasNextPage && (
          <Button variant="secondary" onClick={() => void fetchNextPage()} isLoading={isFetchingNextPage}>
            {t('loadMore')}
          </Button>
        )}
      </Footer>
    </div>
  );
}
