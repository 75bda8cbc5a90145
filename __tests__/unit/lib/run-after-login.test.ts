import { runAfterLogin } from '@/lib/ui-state/run-after-login';
import { closeModal, getUiState, openModal, resetUiState, setAuthorized } from '@/lib/ui-state/ui-store';

beforeEach(() => setAuthorized(false));
afterEach(resetUiState);

describe('an action that needs a signed-in diner', () => {
  it('§4 a visitor gets the login view first, and the action runs once they have signed in', () => {
    const action = jest.fn();
    runAfterLogin(action);
    expect(getUiState()).toMatchObject({ modalView: 'LOGIN', modalData: { reason: 'required' } });
    expect(action).not.toHaveBeenCalled();
    setAuthorized(true);
    expect(action).toHaveBeenCalledTimes(1);
    setAuthorized(false);
    setAuthorized(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('still runs after a detour through sign-up or forgotten password', () => {
    const action = jest.fn();
    runAfterLogin(action);
    openModal('SIGN_UP');
    openModal('FORGOT_PASSWORD');
    openModal('LOGIN');
    setAuthorized(true);
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('is dropped when the visitor closes the login view without signing in', () => {
    const action = jest.fn();
    runAfterLogin(action);
    closeModal();
    setAuthorized(true);
    expect(action).not.toHaveBeenCalled();
  });

  it('a newer request replaces an older one', () => {
    const older = jest.fn();
    const newer = jest.fn();
    runAfterLogin(older);
    runAfterLogin(newer);
    setAuthorized(true);
    expect(older).not.toHaveBeenCalled();
    expect(newer).toHaveBeenCalledTimes(1);
  });
});
