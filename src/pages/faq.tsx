import type { GetServerSideProps } from 'next';
import { loadFaqPageProps } from '@/server/page-props/help-page-props';

export { FaqScreen as default } from '@/screens/faq/faq-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadFaqPageProps(context);
