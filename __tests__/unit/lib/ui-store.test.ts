import { closeDrawer, closeModal, getUiState, initialUiState, openDrawer, openModal, resetUiState, toggleFlag } from '@/lib/ui-state/ui-store';

afterEach(resetUiState);

describe('ui store', () => {
  it('§3 holds every UI flag, with the login state unknown at first', () => {
    expect(Object.keys(initialUiState)).toEqual(
      expect.arrayContaining(['sidebar', 'cart', 'search', 'mobileSearch', 'filter', 'drawer', 'drawerView', 'toastText', 'userAvatar', 'stickyHeader', 'authorized']),
    );
    expect(getUiState().authorized).toBeNull();
  });

  it('§2 only one modal is open at a time: opening another replaces it', () => {
    openModal('LOGIN');
    openModal('SIGN_UP', { from: 'login' });
    expect(getUiState()).toMatchObject({ modalView: 'SIGN_UP', modalData: { from: 'login' } });
    closeModal();
    expect(getUiState().modalView).toBeNull();
  });

  it('opening a drawer closes the modal, and a modal closes the drawer', () => {
    openModal('LOGIN');
    openDrawer('CART');
    expect(getUiState()).toMatchObject({ modalView: null, drawer: true, drawerView: 'CART', cart: true });
    openModal('LOGIN');
    expect(getUiState()).toMatchObject({ drawer: false, drawerView: null, modalView: 'LOGIN' });
    closeDrawer();
  });

  it('toggles the search, filter and sticky-header flags', () => {
    toggleFlag('filter');
    toggleFlag('stickyHeader');
    expect(getUiState()).toMatchObject({ filter: true, stickyHeader: true });
    toggleFlag('filter');
    expect(getUiState().filter).toBe(false);
  });
});
