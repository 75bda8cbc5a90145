import dynamic from 'next/dynamic';
import { ModalLoading } from '@/screens/shell/overlay-loading';

/** The form and its zod contract load after the page, in the browser only (see the contact form). */
export const HelpRequestForm = dynamic(() => import('@/features/help/components/help-request-form').then((m) => m.HelpRequestForm), {
  ssr: false,
  loading: ModalLoading,
});
