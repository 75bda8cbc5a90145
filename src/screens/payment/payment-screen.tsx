import { RequireLogin } from '@/features/auth/components/require-login';
import { useTranslation } from '@/lib/i18n/use-translation';
import styled from 'styled-components';
import { PageSeo } from '@/components/seo/page-seo';
import { PaymentsList } from '@/features/payments/components/payments-list';
import { SavedCardsSection } from '@/features/payments/components/saved-cards-section';
import { Page } from '@/screens/checkout-reservation/checkout-styles';
import { withAppLayout } from '@/screens/shell/app-layout';
import { theme } from '@/styles/theme';

const Intro = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  p { color: ${theme.color.inkMuted}; }
`;

/** /my-account/payment: the diner's payments, newest first, and their cards saved at Stripe when Stripe is configured. */
export function PaymentScreen() {
  const { t } = useTranslation('payments');
  return (
    <Page id="main-content">
      <PageSeo title={t('list.title')} description={t('list.lead')} noIndex />
      <Intro>
        <h1>{t('list.title')}</h1>
        <p>{t('list.lead')}</p>
      </Intro>
      <PaymentsList />
      <SavedCardsSection />
    </Page>
  );
}

PaymentScreen.getLayout = withAppLayout;
PaymentScreen.loginGate = RequireLogin;
