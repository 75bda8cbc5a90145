import { ModalLoading } from '@/screens/shell/overlay-loading';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

/*
 * The form (react-hook-form + the zod contract) loads after the page, and only in the browser:
 * a form rendered before its script could be submitted natively, with its text in the URL.
 */
export const ContactForm = clientOnlyDynamic(() => import('@/features/help/components/contact-form').then((m) => m.ContactForm), { loading: ModalLoading });
