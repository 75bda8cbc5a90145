import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { CheckoutReservationScreen as default } from '@/screens/checkout-reservation/checkout-reservation-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes', 'reservations', 'cart']);
