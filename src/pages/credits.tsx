import type { GetServerSideProps } from 'next';
import { loadTranslatedPageProps } from '@/server/page-props/translated-page-props';

export { CreditsScreen as default } from '@/screens/credits/credits-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadTranslatedPageProps(context, ['credits']);
