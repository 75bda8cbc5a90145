import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { BookingDetailScreen as default } from '@/screens/bookings/booking-detail-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['routes', 'reservations', 'cart', 'invitations', 'chat', 'feedback']);
