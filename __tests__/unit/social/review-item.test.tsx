import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { ReviewItem, type ReviewActionProps } from '@/features/reviews/components/review-item';
import type { TReview } from '@/features/reviews/model/feedback-dates';
import { theme } from '@/styles/theme';
import reviews from '../../../public/locales/fr/reviews.json';

function renderReview(review: TReview, Actions?: (props: ReviewActionProps) => ReactElement) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { reviews } }, initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <ul>
          <ReviewItem review={review} stats={undefined} formatDate={(date) => date.toISOString().slice(0, 10)} Actions={Actions} />
        </ul>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const review = (overrides: Partial<TReview> = {}): TReview => ({
  id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb', restaurantId: 7, userId: '88888888-9999-4aaa-8bbb-cccccccccccc', authorName: 'Awa K.', rating: 4, comment: 'Très bon',
  feedbackTypeId: null, criteria: [], date: new Date('2026-11-28T10:00:00Z'), editedAt: null, ...overrides,
});

describe('a review', () => {
  it('shows a script in a review as the text it is: nothing is run nor parsed as markup', () => {
    const comment = '<script>window.reviewHacked = true</script><img src=x onerror="window.reviewHacked = true"> Délicieux';
    const { container } = renderReview(review({ comment }));
    expect(screen.getByTestId('review')).toHaveTextContent(comment);
    expect(container.querySelector('script, img')).toBeNull();
    expect((window as { reviewHacked?: boolean }).reviewHacked).toBeUndefined();
  });

  it('shows the marks per criterion and says when it was edited', () => {
    renderReview(review({ criteria: [{ slug: 'food', name: 'Cuisine', rating: 5 }, { slug: 'value', name: 'Rapport qualité-prix', rating: 3 }], editedAt: '2026-11-29T10:00:00Z' }));
    expect(screen.getByRole('list', { name: 'Notes détaillées' })).toHaveTextContent('Cuisine : 5/5Rapport qualité-prix : 3/5');
    expect(screen.getByText(/modifié/)).toBeInTheDocument();
  });

  it('offers the screen’s action on the review (reporting it)', () => {
    renderReview(review(), ({ review: r }) => <button type="button">{`report ${r.authorName}`}</button>);
    expect(screen.getByRole('button', { name: 'report Awa K.' })).toBeInTheDocument();
  });
});
