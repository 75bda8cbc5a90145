import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import common from '../../../public/locales/fr/common.json';
import restaurant from '../../../public/locales/fr/restaurant.json';
import reviews from '../../../public/locales/fr/reviews.json';
import { theme } from '@/styles/theme';
import type { TRestaurantDetail } from '@/contracts/restaurant-contract';

export function renderRestaurantUi(ui: ReactNode) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'fr', resources: { fr: { common, restaurant, reviews } }, defaultNS: 'common', initAsync: false });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const money = (amount: number) => ({ amount, currency: 'XOF' });

export function buildRestaurant(overrides: Partial<TRestaurantDetail> = {}): TRestaurantDetail {
  const image = (id: number, order: number | null) => ({ id, url: `/p/${id}.webp`, thumbnailUrl: `/p/${id}-400w.webp`, alt: `Photo ${id}`, order });
  return {
    id: 7,
    slug: 'le-maquis',
    name: 'Le Maquis du Lagon',
    cuisine: 'Grillades ivoiriennes',
    description: 'Brochettes au bord de la lagune.',
    cityId: 1,
    cityName: 'Abidjan',
    district: 'Zone 4',
    priceLevel: 2,
    currency: 'XOF',
    ratingAverage: 4.2,
    ratingCount: 12,
    services: { booking: true, takeAway: true, delivery: false },
    dietaryTags: ['halal'],
    isFeatured: false,
    coverImage: image(1, -1),
    images: [image(1, -1), image(2, null), image(3, 2)],
    address: 'Rue Pierre et Marie Curie, Abidjan',
    countryId: 1,
    coordinates: { latitude: 5.288227, longitude: -3.980361 },
    phone: '+2250117769588',
    timeZone: 'Africa/Abidjan',
    openingHours: [{ day: 5, opens: '18:00', closes: '02:00' }],
    bookingPolicy: { slotMinutes: 30, tableTurnMinutes: 120, minNoticeMinutes: 60, maxDaysAhead: 60, freeCancellationHours: 4 },
    deliveryFee: money(0),
    categories: [],
    menus: [],
    upcomingEvents: [],
    event: null,
    rating: { average: 4.2, count: 12, distribution: { 1: 0, 2: 0, 3: 2, 4: 6, 5: 4 } },
    ...overrides,
  };
}
