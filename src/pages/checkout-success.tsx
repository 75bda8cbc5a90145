import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { CheckoutSuccessScreen as default } from '@/screens/checkout-success/checkout-success-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes', 'reservations', 'ordering', 'payments']);
