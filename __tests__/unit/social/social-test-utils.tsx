import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';
import chat from '../../../public/locales/fr/chat.json';
import common from '../../../public/locales/fr/common.json';
import feedback from '../../../public/locales/fr/feedback.json';
import invitations from '../../../public/locales/fr/invitations.json';
import reports from '../../../public/locales/fr/reports.json';
import reviews from '../../../public/locales/fr/reviews.json';

export const API = 'http://localhost/api';
export const RESERVATION_ID = '11111111-2222-4333-8444-555555555555';
export const GROUP_ID = '22222222-3333-4444-8555-666666666666';
export const THREAD_ID = '33333333-4444-4555-8666-777777777777';

/** The social screens' UI with every namespace they read already loaded (NamespaceGate passes at once). */
export function renderSocialUi(ui: ReactNode) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    ns: ['common', 'chat', 'feedback', 'invitations', 'reports', 'reviews'],
    defaultNS: 'common',
    resources: { fr: { common, chat, feedback, invitations, reports, reviews } },
    initAsync: false,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={theme}>{ui}</ThemeProvider>
        </I18nextProvider>
      </QueryClientProvider>,
    ),
  };
}

export function buildGroup(overrides: Record<string, unknown> = {}) {
  return {
    id: GROUP_ID,
    reservationId: RESERVATION_ID,
    role: 'host',
    myAccessId: null,
    myStatus: null,
    hostName: 'Awa K.',
    partySize: 4,
    seatsLeft: 3,
    startsAt: '2026-11-27T20:00:00.000Z',
    bookingStatus: 'confirmed',
    restaurant: { id: 7, name: 'Le Maquis du Lagon', timeZone: 'Africa/Abidjan', imageUrl: null },
    members: [],
    links: [],
    ...overrides,
  };
}

/** Records each request's JSON body, to assert on what the UI sent. */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}
