import type { GetServerSideProps } from 'next';
import { loadInvitationPageProps } from '@/server/page-props/invitation-page-props';

export { InvitationScreen as default } from '@/screens/invitation/invitation-screen';

export const getServerSideProps: GetServerSideProps = (context) => loadInvitationPageProps(context);
