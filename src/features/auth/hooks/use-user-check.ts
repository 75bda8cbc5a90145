import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/use-translation';
import { showToast } from '@/lib/toast/toast-store';
import { openModal, type ModalView } from '@/lib/ui-state/ui-store';
import { USER_CHECK_MODAL_DATA } from '@/lib/ui-state/user-check-modal-data';
import { checkUserInfoQueryOptions } from '../api/get-check-user-info';
import { resendVerificationEmail } from '../api/resend-verification';
import { runUserCheckSequence, type UserCheckOutcome } from '../model/check-user-info-sequence';
import { waitForModalClose } from '../model/wait-for-modal-close';

const VERIFY_EMAIL_TOAST_MS = 15_000;

/** SPEC §6/§8: after login or sign-up, walks the missing-information items with the UI. */
export function useUserCheck(): () => Promise<UserCheckOutcome | null> {
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');

  return useCallback(async () => {
    const fetchErrors = async () => (await queryClient.fetchQuery({ ...checkUserInfoQueryOptions(), staleTime: 0 })).errors as string[];
    const resolvedByModal = async (view: ModalView, code: string) => {
      openModal(view, USER_CHECK_MODAL_DATA);
      await waitForModalClose(view);
      return !(await fetchErrors()).includes(code);
    };
    const resend = () =>
      resendVerificationEmail()
        .then(() => showToast({ kind: 'success', text: t('auth.checkUser.resent') }))
        .catch(() => undefined);
    try {
      return await runUserCheckSequence(await fetchErrors(), {
        verifyEmail: async () => {
          showToast({ kind: 'warning', text: t('auth.checkUser.verifyEmail'), actionLabel: t('auth.checkUser.resend'), onAction: () => void resend(), durationMs: VERIFY_EMAIL_TOAST_MS });
          return true;
        },
        missingPhoneNumber: () => resolvedByModal('LINK_PHONE_NUMBER', 'missing-phone-number'),
        missingUserInfo: () => resolvedByModal('ADDRESS_VIEW_AND_EDIT', 'missing-user-info'),
        notManaged: async (code) => {
          window.alert(t('auth.checkUser.notManaged', { code }));
          return false;
        },
      });
    } catch {
      // The API client already told the diner (toast); the check runs again at the next login.
      return null;
    }
  }, [queryClient, t]);
}
