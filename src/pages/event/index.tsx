import type { GetServerSideProps } from 'next';
import { loadEventsPageProps } from '@/server/page-props/events-page-props';

export { EventScreen as default } from '@/screens/event/event-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadEventsPageProps(context);
