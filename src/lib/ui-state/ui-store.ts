/**
 * SPEC §3 UI state flags in one store, usable outside React (the fetch client, auth flows).
 * Only one modal is open at a time (§2): opening another replaces it.
 */
export type ModalView =
  | 'LOGIN'
  | 'SIGN_UP'
  | 'FORGOT_PASSWORD'
  | 'PRODUCT_DETAIL'
  | 'ADDRESS_VIEW_AND_EDIT'
  | 'PAYMENT'
  | 'PHONE_NUMBER'
  | 'LINK_PHONE_NUMBER'
  | 'DELIVERY'
  | 'CREATE_RESERVATION'
  | 'RESTAURANT_IMAGE'
  | 'ADD_FEEDBACK'
  | 'ADD_OFFER'
  | 'LINK_INVITATION'
  | 'SEND_INVITATION'
  | 'CHAT'
  | 'REPORT'
  | 'CATEGORY_BOTTOM_SHEET';

export type DrawerView = 'CART' | 'USER';

export interface UiState {
  sidebar: boolean;
  cart: boolean;
  search: boolean;
  mobileSearch: boolean;
  filter: boolean;
  drawer: boolean;
  drawerView: DrawerView | null;
  toastText: string;
  userAvatar: string | null;
  stickyHeader: boolean;
  /** null until the auth provider has reported (§4: the login state is unknown until then). */
  authorized: boolean | null;
  modalView: ModalView | null;
  modalData: unknown;
}

export const initialUiState: UiState = {
  sidebar: false,
  cart: false,
  search: false,
  mobileSearch: false,
  filter: false,
  drawer: false,
  drawerView: null,
  toastText: '',
  userAvatar: null,
  stickyHeader: false,
  authorized: null,
  modalView: null,
  modalData: null,
};

let state: UiState = initialUiState;
const listeners = new Set<() => void>();

export function getUiState(): UiState {
  return state;
}

export function getServerUiState(): UiState {
  return initialUiState;
}

export function subscribeUiState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setUiState(patch: Partial<UiState> | ((current: UiState) => Partial<UiState>)): void {
  const next = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) };
  state = next;
  listeners.forEach((listener) => listener());
}

export function resetUiState(): void {
  state = initialUiState;
  listeners.forEach((listener) => listener());
}

export const openModal = (view: ModalView, data: unknown = null) => setUiState({ modalView: view, modalData: data, drawer: false, drawerView: null, cart: false, sidebar: false });
export const closeModal = () => setUiState({ modalView: null, modalData: null });
export const openDrawer = (view: DrawerView) => setUiState({ drawer: true, drawerView: view, cart: view === 'CART', sidebar: view === 'USER', modalView: null, modalData: null });
export const closeDrawer = () => setUiState({ drawer: false, drawerView: null, cart: false, sidebar: false });
export const toggleFlag = (flag: 'search' | 'mobileSearch' | 'filter' | 'stickyHeader') => setUiState((current) => ({ [flag]: !current[flag] }));
export const setAuthorized = (authorized: boolean, userAvatar: string | null = null) => setUiState({ authorized, userAvatar });
