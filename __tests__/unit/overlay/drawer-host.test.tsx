import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DrawerFrame } from '@/components/ui/drawer/drawer-frame';
import { DrawerHost } from '@/components/ui/drawer/drawer-host';
import { DRAWER_WIDTH } from '@/components/ui/drawer/drawer-surface';
import { openDrawer, resetUiState } from '@/lib/ui-state/ui-store';
import { mockMatchMedia, renderWithProviders } from './overlay-test-utils';

const CartView = () => (
  <DrawerFrame title="Panier">
    <a href="#menu">Menu</a>
  </DrawerFrame>
);
const VIEWS = { CART: CartView, USER: () => <DrawerFrame title="Compte">{null}</DrawerFrame> };

function Harness() {
  return (
    <>
      <button type="button" onClick={() => openDrawer('CART')}>
        Ouvrir le panier
      </button>
      <DrawerHost views={VIEWS} />
    </>
  );
}

beforeEach(() => mockMatchMedia({ reducedMotion: true }));
afterEach(() => act(() => resetUiState()));

const panelRuleOf = (panel: HTMLElement) => {
  const css = Array.from(document.querySelectorAll('style')).map((style) => style.textContent).join('\n');
  const className = Array.from(panel.classList).find((name) => css.includes(`.${name}{`));
  return css.split('}').find((rule) => className && rule.includes(`.${className}{`)) ?? '';
};

describe('DrawerHost', () => {
  it('§2 drawers open from the right, from the left in right-to-left languages', async () => {
    const { unmount } = renderWithProviders(<Harness />, { locale: 'fr' });
    act(() => openDrawer('CART'));
    expect(await screen.findByRole('dialog', { name: 'Panier' })).toHaveAttribute('data-testid', 'drawer-right');
    expect(panelRuleOf(screen.getByRole('dialog'))).toContain('right:0');
    unmount();
    act(() => resetUiState());

    renderWithProviders(<Harness />, { locale: 'ar' });
    act(() => openDrawer('CART'));
    expect(await screen.findByRole('dialog', { name: 'Panier' })).toHaveAttribute('data-testid', 'drawer-left');
    expect(panelRuleOf(screen.getByRole('dialog'))).toContain('left:0');
  });

  it('§9 drawer width defaults to 378', async () => {
    expect(DRAWER_WIDTH).toBe(378);
    renderWithProviders(<Harness />);
    act(() => openDrawer('USER'));
    const panel = await screen.findByRole('dialog', { name: 'Compte' });
    expect(panelRuleOf(panel)).toContain('min(378px,100%)');
  });

  it('Escape closes the drawer and focus returns to the opener', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const opener = screen.getByRole('button', { name: 'Ouvrir le panier' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Panier' });

    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside the drawer: Tab from the last control goes to the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir le panier' }));
    await screen.findByRole('dialog');
    screen.getByRole('link', { name: 'Menu' }).focus();

    await user.tab();

    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
  });
});
