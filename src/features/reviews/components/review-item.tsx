import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TUserStats } from '@/contracts/feedback-contract';
import type { TReview } from '../model/feedback-dates';
import { theme } from '@/styles/theme';

const Item = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding-block: ${theme.space.lg};
  border-block-end: 1px solid ${theme.color.border};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  inline-size: 44px;
  block-size: 44px;
  border-radius: 50%;
  background: ${theme.color.brandSoft};
  color: ${theme.color.brandHover};
  font-weight: ${theme.fontWeight.bold};
`;

const Who = styled.p`
  flex: 1;
  display: grid;
  line-height: ${theme.lineHeight.tight};
  gap: 2px;
`;

const Author = styled.span`
  font-weight: ${theme.fontWeight.bold};
`;

const Muted = styled.span`
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Stars = styled.span`
  color: ${theme.color.brand};
  letter-spacing: 0.1em;
`;

const Criteria = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xxs} ${theme.space.md};
  color: ${theme.color.inkMuted};
  font-size: ${theme.fontSize.sm};
`;

const Comment = styled.p`
  max-inline-size: 65ch;
  &[data-empty='true'] { color: ${theme.color.inkSubtle}; font-style: italic; }
`;

export interface ReviewActionProps {
  review: TReview;
}

interface ReviewItemProps {
  review: TReview;
  stats: TUserStats | undefined;
  formatDate: (date: Date) => string;
  /** What a reader may do with the review (the restaurant screen offers reporting it). */
  Actions?: ComponentType<ReviewActionProps>;
}

/** One review: who wrote it (and how many reviews they have written), the stars, the marks, the date and the words — as text, never markup. */
export function ReviewItem({ review, stats, formatDate, Actions }: ReviewItemProps) {
  const { t } = useTranslation('reviews');
  return (
    <Item data-testid="review">
      <Head>
        <Avatar aria-hidden="true">{review.authorName.charAt(0)}</Avatar>
        <Who>
          <Author>
            {stats ? t('author', { name: review.authorName, count: stats.reviewsCount }) : review.authorName}
          </Author>
          <Muted>
            <time dateTime={review.date.toISOString()}>{formatDate(review.date)}</time>
            {review.editedAt && ` · ${t('edited')}`}
          </Muted>
        </Who>
        {Actions && <Actions review={review} />}
      </Head>
      <Stars role="img" aria-label={t('rating', { rating: review.rating })}>
        {'★'.repeat(review.rating)}
        {'☆'.repeat(5 - review.rating)}
      </Stars>
      {review.criteria.length > 0 && (
        <Criteria aria-label={t('criteriaLabel')}>
          {review.criteria.map((criterion) => (
            <li key={criterion.slug}>{t('criterion', { name: criterion.name, rating: criterion.rating })}</li>
          ))}
        </Criteria>
      )}
      {review.comment ? <Comment>{review.comment}</Comment> : <Comment data-empty="true">{t('noComment')}</Comment>}
    </Item>
  );
}
