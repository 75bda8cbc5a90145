import { getUiState, openModal, subscribeUiState, type ModalView } from './ui-store';

/** The views a visitor passes through while signing in; leaving them any other way gives up. */
const SIGN_IN_VIEWS: ReadonlySet<ModalView> = new Set(['LOGIN', 'SIGN_UP', 'FORGOT_PASSWORD']);

let pendingAction: (() => void) | null = null;
let unsubscribe: (() => void) | null = null;

function forget(): void {
  pendingAction = null;
  unsubscribe?.();
  unsubscribe = null;
}

function onUiChange(): void {
  const { authorized, modalView } = getUiState();
  if (authorized === true) {
    const action = pendingAction;
    forget();
    action?.();
    return;
  }
  if (modalView === null || !SIGN_IN_VIEWS.has(modalView)) forget();
}

/**
 * SPEC §4 "if not logged in, the login flow is triggered": opens the LOGIN view and runs `action`
 * once the visitor has signed in, so what they asked for (a favourite) still happens. Closing the
 * sign-in views without signing in drops it; a newer request replaces an older one.
 */
export function runAfterLogin(action: () => void): void {
  pendingAction = action;
  unsubscribe ??= subscribeUiState(onUiChange);
  openModal('LOGIN', { reason: 'required' });
}
