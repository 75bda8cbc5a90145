import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import type { TUserStats } from '@/contracts/feedback-contract';
import type { TReview } from '../model/feedback-dates';
import { theme } from '@/styles/theme';

/** One styled element per review (a page lists ten), its parts styled by class under it. */
const Item = styled.li`
  display: grid;
  gap: ${theme.space.xs};
  padding-block: ${theme.space.lg};
  border-block-end: 1px solid ${theme.color.border};

  .review-head {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
  }
  .review-avatar {
    display: grid;
    place-items: center;
    flex: none;
    inline-size: 44px;
    block-size: 44px;
    border-radius: 50%;
    background: ${theme.color.brandSoft};
    color: ${theme.color.brandHover};
    font-weight: ${theme.fontWeight.bold};
  }
  .review-who {
    flex: 1;
    display: grid;
    line-height: ${theme.lineHeight.tight};
    gap: 2px;
  }
  .review-author {
    font-weight: ${theme.fontWeight.bold};
  }
  .review-date {
    color: ${theme.color.inkMuted};
    font-size: ${theme.fontSize.sm};
  }
  .review-stars {
    color: ${theme.color.brand};
    letter-spacing: 0.1em;
  }
  .review-criteria {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs} ${theme.space.md};
    color: ${theme.color.inkMuted};
    font-size: ${theme.fontSize.sm};
  }
  .review-comment {
    max-inline-size: 65ch;
    &[data-empty='true'] { color: ${theme.color.inkSubtle}; font-style: italic; }
  }
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
      <div className="review-head">
        <span className="review-avatar" aria-hidden="true">
          {review.authorName.charAt(0)}
        </span>
        <p className="review-who">
          <span className="review-author">{stats ? t('author', { name: review.authorName, count: stats.reviewsCount }) : review.authorName}</span>
          <span className="review-date">
            <time dateTime={review.date.toISOString()}>{formatDate(review.date)}</time>
            {review.editedAt && ` · ${t('edited')}`}
          </span>
        </p>
        {Actions && <Actions review={review} />}
      </div>
      <span className="review-stars" role="img" aria-label={t('rating', { rating: review.rating })}>
        {'★'.repeat(review.rating)}
        {'☆'.repeat(5 - review.rating)}
      </span>
      {review.criteria.length > 0 && (
        <ul className="review-criteria" aria-label={t('criteriaLabel')}>
          {review.criteria.map((criterion) => (
            <li key={criterion.slug}>{t('criterion', { name: criterion.name, rating: criterion.rating })}</li>
          ))}
        </ul>
      )}
      {review.comment ? (
        <p className="review-comment">{review.comment}</p>
      ) : (
        <p className="review-comment" data-empty="true">
          {t('noComment')}
        </p>
      )}
    </Item>
  );
}
