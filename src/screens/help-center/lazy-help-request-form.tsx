import { ModalLoading } from '@/screens/shell/overlay-loading';
import { clientOnlyDynamic } from '@/lib/react/client-only-dynamic';

/** The form and its zod contract load after the page, in the browser only (see the contact form). */
export const HelpRequestForm = clientOnlyDynamic(() => import('@/features/help/components/help-request-form').then((m) => m.HelpRequestForm), { loading: ModalLoading });
