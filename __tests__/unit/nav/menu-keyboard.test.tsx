import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { AccountArea } from '@/components/layout/account-area';
import { MenuButton } from '@/components/layout/menu/menu-button';
import { getUiState, resetUiState } from '@/lib/ui-state/ui-store';
import { theme } from '@/styles/theme';

const i18n = createInstance();
void i18n.use(initReactI18next).init({
  lng: 'fr',
  ns: ['nav'],
  defaultNS: 'nav',
  resources: { fr: { nav: { account: { menu: 'Mon compte', signIn: 'Se connecter', reservations: 'Réservations', myRewards: 'Mes récompenses', settings: 'Paramètres' } } } },
  initAsync: false,
});

function renderWithProviders(ui: React.ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </I18nextProvider>,
  );
}

const onSelect = jest.fn();
const items = [
  { key: 'en', label: 'English', checked: false, onSelect: () => onSelect('en') },
  { key: 'fr', label: 'Français', checked: true, onSelect: () => onSelect('fr') },
  { key: 'help', label: 'Aide', href: '/faq' },
];

function renderMenu() {
  renderWithProviders(
    <MenuButton label="Langue" items={items} triggerAs={(props) => <button {...props} />}>
      {'FR'}
    </MenuButton>,
  );
  return screen.getByRole('button', { name: 'Langue' });
}

afterEach(() => {
  onSelect.mockReset();
  act(() => resetUiState());
});

describe('menu button (WAI-ARIA)', () => {
  it('§2 opens on Enter with focus on the first item and marks itself expanded', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
  });

  it('§2 arrows move and wrap, Home and End jump, ArrowUp on the button opens on the last item', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Aide' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Aide' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Aide' })).toHaveFocus();
  });

  it('§2 Escape closes the menu and returns focus to its button', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('choosing an item with Enter runs it, closes the menu and returns focus', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    button.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith('fr');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('a click outside closes the menu', async () => {
    const user = userEvent.setup();
    const button = renderMenu();
    await user.click(button);
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});

describe('account area', () => {
  it('§4 shows a neutral placeholder while the login state is unknown', () => {
    renderWithProviders(<AccountArea authorized={null} onLogout={jest.fn()} />);
    expect(screen.getByTestId('account-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('§2 a visitor gets "Se connecter", which opens the LOGIN modal', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountArea authorized={false} onLogout={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(getUiState().modalView).toBe('LOGIN');
  });

  it('§2 a signed-in diner gets the account menu with Reservations, My rewards/coupons, Settings and log out', async () => {
    const user = userEvent.setup();
    const onLogout = jest.fn();
    renderWithProviders(<AccountArea authorized onLogout={onLogout} />);
    // jsdom has no viewport: the desktop menu button is display:none by the mobile-first styles.
    const [menuButton, drawerButton] = screen.getAllByRole('button', { name: 'Mon compte', hidden: true });
    expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    expect(drawerButton).not.toHaveAttribute('aria-haspopup');
    menuButton.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.getElementById('menu-reservations')).toHaveFocus();
    expect(document.getElementById('menu-reservations')).toHaveAttribute('href', '/my-account/bookings');
    expect(document.getElementById('menu-my-rewards')).toHaveAttribute('href', '/my-account/coupons');
    expect(document.getElementById('menu-settings')).toHaveAttribute('href', '/my-account/account-settings');
    document.getElementById('menu-logout')?.click();
    expect(onLogout).toHaveBeenCalledTimes(1);
    await user.click(drawerButton);
    expect(getUiState()).toMatchObject({ drawer: true, drawerView: 'USER' });
  });
});
