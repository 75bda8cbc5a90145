import type { GetServerSideProps } from 'next';
import { loadEventPageProps } from '@/server/page-props/event-page-props';

export { EventDetailScreen as default } from '@/screens/event/event-detail-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadEventPageProps(context);
