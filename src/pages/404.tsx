import type { GetStaticProps } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';

export { NotFoundScreen as default } from '@/screens/not-found/not-found-screen';

export const getStaticProps: GetStaticProps = async ({ locale = 'fr' }) => ({ props: await serverSideTranslations(locale, ['common']) });
