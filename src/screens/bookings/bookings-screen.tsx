import { RequireLogin } from '@/features/auth/components/require-login';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import type { TReservationsWhen } from '@/features/reservations/api/reservations-keys';
import { BookingsList } from '@/features/reservations/components/bookings-list';
import { BookingsTabs, panelId, tabId } from '@/features/reservations/components/bookings-tabs';
import { Page } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  justify-items: stretch;
  & > button { justify-self: center; }
`;

/** /my-account/bookings: the diner's upcoming, past and cancelled bookings, each in its own tab. */
export function BookingsScreen() {
  const { t } = useTranslation('reservations');
  const [when, setWhen] = useState<TReservationsWhen>('upcoming');
  return (
    <Page id="main-content">
      <PageSeo title={t('list.title')} description={t('list.lead')} noIndex />
      <h1>{t('list.title')}</h1>
      <BookingsTabs value={when} onChange={setWhen} />
      <Panel role="tabpanel" id={panelId(when)} aria-labelledby={tabId(when)} tabIndex={0}>
        <BookingsList key={when} when={when} />
      </Panel>
    </Page>
  );
}

BookingsScreen.getLayout = withAppLayout;
BookingsScreen.loginGate = RequireLogin;
